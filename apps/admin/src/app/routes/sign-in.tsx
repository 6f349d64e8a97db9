import { SignInLanding } from '@dental/ui';

/** spec §2: /sign-in, inside the signed-out layout. */
export function Component() {
  return <SignInLanding />;
}
