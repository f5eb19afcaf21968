// A small picture of a handwritten-looking note, drawn on a canvas, so the "picture in the document" input can
// be tried in the preview without a file at hand.
export function samplePictureBase64(): string {
  const canvas = document.createElement("canvas");
  canvas.width = 360;
  canvas.height = 160;
  const g = canvas.getContext("2d");
  if (g) {
    g.fillStyle = "#fffbe6";
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.strokeStyle = "#c7d7ef";
    for (let y = 40; y < canvas.height; y += 32) {
      g.beginPath();
      g.moveTo(0, y);
      g.lineTo(canvas.width, y);
      g.stroke();
    }
    g.fillStyle = "#1f3a93";
    g.font = "italic 22px cursive";
    g.fillText("Call the plumber before noon", 16, 34);
    g.fillText("Buy milk, eggs and coffee", 16, 66);
  }
  return canvas.toDataURL("image/png").replace(/^data:image\/png;base64,/, "");
}
