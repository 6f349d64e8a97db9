import type { BaseSyntheticEvent, FormEvent } from 'react';

/** Hands a react-hook-form submit handler (`handleSubmit(...)`) to a form's `onSubmit`, not waiting for it. */
// Fire-and-forget on purpose: React ignores what an event handler returns, handleSubmit prevents the default at once
// and keeps `isSubmitting` itself, and each of our submit handlers catches its own failures (field errors, the
// toast). So nothing is lost by not waiting; this only says so where no-misused-promises would otherwise ask.
export function formSubmit(submit: (event?: BaseSyntheticEvent) => Promise<unknown>) {
  return (event: FormEvent<HTMLFormElement>): void => {
    void submit(event);
  };
}
