// Filled in by the server layer rules.
module.exports = [];
