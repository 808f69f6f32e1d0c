// The image matcher the test-runner registers with expect.extend (see test-runner.ts).
export {};

declare module "expect" {
  interface Matchers<R extends void | Promise<void>> {
    toMatchImageSnapshot(options?: Record<string, unknown>): R;
  }
}
