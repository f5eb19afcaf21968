module.exports = "asset";
