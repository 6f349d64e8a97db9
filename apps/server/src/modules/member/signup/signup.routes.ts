// Member sign-up (signup.ts in the contract): initiate, complete, new member, resend verification, verify.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { SignupService } from './signup.service.js';

const ALIKE = 'The same answer whether or not the person or account exists; mail goes out after answering, throttled.';

export function signupRoutes(service: SignupService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.signupInitiate',
      { summary: 'An existing member proves who they are; a sign-up link goes to the email', description: ALIKE },
      async (request, caller) => ({
        data: { message: service.initiate(request.body, caller) },
      }),
    );
    contractRoute(
      app,
      'member.signupComplete',
      {
        summary: "Completes an existing member's sign-up with the mailed code and a password",
        description: 'A used, expired or unknown code: 400.',
      },
      async (request, caller) => ({
        data: { message: await service.complete(request.body.code, request.body.password, caller) },
      }),
    );
    contractRoute(
      app,
      'member.newMemberSignup',
      {
        summary: 'A new member (no coverage yet) creates an account; a verification link goes to the email',
        description: ALIKE,
      },
      async (request, caller) => ({
        data: { message: service.newMember(request.body, caller) },
      }),
    );
    contractRoute(
      app,
      'member.resendVerification',
      { summary: 'Sends the verification (or sign-up) link again', description: ALIKE },
      async (request, caller) => ({
        data: { message: service.resendVerification(request.body.email, caller) },
      }),
    );
    contractRoute(
      app,
      'member.verifyEmail',
      {
        summary: 'Verifies an email address with the mailed code',
        description: 'A used, expired or unknown code: 400.',
      },
      async (request, caller) => ({
        data: { message: await service.verifyEmail(request.body.code, caller) },
      }),
    );
  };
}
