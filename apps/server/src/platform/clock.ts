/** The time source of sessions, throttling and reset codes; tests pass a manual one instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that moves only when told to (tests of idle and absolute expiry, grace periods, windows). */
export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(to: Date): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as ManualClock;
  clock.advance = (milliseconds) => {
    now += milliseconds;
  };
  clock.set = (to) => {
    now = to.getTime();
  };
  return clock;
}
