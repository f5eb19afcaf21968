// English messages of the page viewer: the page of the file beside the review (issue 36), zoomed and moved like
// an image viewer.
export const viewer = {
  "pageViewer.region": "Page of {fileName}",
  "pageViewer.caption": "Page {page}",
  "pageViewer.alt": "Page {page} of {fileName}",
  "pageViewer.frame": "Page {page} of {fileName}. Plus and minus zoom, the arrow keys move the page.",
  "pageViewer.zoomIn": "Zoom in",
  "pageViewer.zoomOut": "Zoom out",
  "pageViewer.fitWidth": "Fit width",
  "pageViewer.fitPage": "Fit page",
  "pageViewer.zoomLevel": "Zoom {level}",
  "pageViewer.loading": "Fetching page {page}…",
  "pageViewer.failed":
    "Page {page} could not be fetched: the document may have been deleted, or the connection was lost. Try again in a moment.",
  "pageViewer.noPicture": "The service has no picture of page {page}.",
  "pageViewer.retry": "Try again",
  "pageViewer.hide": "Hide the page",
  "pageViewer.show": "Show the page",
  "pageViewer.resize": "Height of the page",
};
