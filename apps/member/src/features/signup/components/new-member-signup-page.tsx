import { NewMemberSignupForm } from './new-member-signup-form';
import { SignupResult } from './signup-result';

/** spec §2 /new-member-signup: a person with no coverage yet creates an account; a verification link is mailed. */
export function NewMemberSignupPage() {
  return (
    <NewMemberSignupForm
      title="Create an account"
      lead="For people without dental coverage yet, for example to buy a practice's in-office plan."
      done={(message) => <SignupResult message={message} />}
    />
  );
}
