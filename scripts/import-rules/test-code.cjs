// What counts as test code: it may import anything and sits outside the layer and cycle rules
// (it is never part of the product). The cruise leaves it out, so a product file importing test
// code is not caught by these rules (a known gap, docs/architecture.md "Layers").
exports.testCode = [
  String.raw`\.test\.tsx?$`,
  String.raw`\.integration-test\.ts$`,
  String.raw`\.spec\.ts$`,
  String.raw`(^|/)testing/`,
  String.raw`(^|/)test-support/`,
  String.raw`-world\.ts$`,
  String.raw`-fixtures\.ts$`,
  String.raw`\.setup\.ts$`,
];
