/** Time source for everything that expires (sessions, tokens, throttles); tests inject a fake. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A controllable clock for tests. */
export class FakeClock implements Clock {
  private t: number;
  constructor(start: Date | number = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.t = typeof start === "number" ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
