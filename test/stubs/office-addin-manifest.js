// office-addin-mock needs only the OfficeApp enum from office-addin-manifest, whose ESM-only dependencies
// jest cannot load on Node 20 (see ../shared/TOOLING.md). This stub stands in for it under jest only.
module.exports = {
  OfficeApp: { Excel: "excel", OneNote: "onenote", Outlook: "outlook", PowerPoint: "powerpoint", Project: "project", Word: "word" },
};
