// The test-runner hooks run inside Jest, whose `expect` is a global there (importing @jest/globals from
// the hooks file fails at run time), plus the image matcher registered with expect.extend.
import type { expect as jestExpect } from "@jest/globals";

declare global {
  const expect: typeof jestExpect;
}

declare module "expect" {
  interface Matchers<R extends void | Promise<void>> {
    toMatchImageSnapshot(options?: Record<string, unknown>): R;
  }
}
