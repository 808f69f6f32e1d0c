// jest-image-snapshot ships no types; the test-runner hooks use only its matcher.
declare module "jest-image-snapshot" {
  export const toMatchImageSnapshot: import("expect").MatcherFunction<[options?: Record<string, unknown>]>;
}
