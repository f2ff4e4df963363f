// What counts as test code: it may import anything and sits outside the layer and cycle rules
// (it is never part of the product); product code never imports it (no-test-code-in-product in
// .dependency-cruiser.cjs, scripts/import-rules/alias-and-test-code-rules.test.ts).
exports.testCode = [
  String.raw`\.test\.tsx?$`,
  String.raw`\.integration-test\.ts$`,
  String.raw`\.spec\.ts$`,
  String.raw`(^|/)testing/`,
  String.raw`(^|/)test-support/`,
  String.raw`-world\.ts$`,
  String.raw`[-.]fixtures?\.tsx?$`,
  String.raw`-test-kit\.tsx?$`,
  String.raw`\.setup\.ts$`,
];
