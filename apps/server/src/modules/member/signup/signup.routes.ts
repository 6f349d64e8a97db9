// Member sign-up (signup.ts in the contract): initiate, complete, new member, resend verification, verify.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { originOf } from '../../../platform/request-origin.js';
import { memberRoute } from '../shared/member-route.js';
import type { SignupService } from './signup.service.js';

const ALIKE = 'The same answer whether or not the person or account exists; mail goes out after answering, throttled.';

export function signupRoutes(service: SignupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      memberRoute('signupInitiate'),
      { schema: { tags: ['member sign-up'], summary: 'An existing member proves who they are; a sign-up link goes to the email', description: ALIKE, body: ENDPOINTS.signupInitiate.body, response: { 200: ENDPOINTS.signupInitiate.response } } },
      async (request) => ({ data: { message: service.initiate(request.body, originOf(request)) } }),
    );
    app.post(
      memberRoute('signupComplete'),
      { schema: { tags: ['member sign-up'], summary: "Completes an existing member's sign-up with the mailed code and a password", description: 'A used, expired or unknown code: 400.', body: ENDPOINTS.signupComplete.body, response: { 200: ENDPOINTS.signupComplete.response } } },
      async (request) => ({ data: { message: await service.complete(request.body.code, request.body.password, originOf(request)) } }),
    );
    app.post(
      memberRoute('newMemberSignup'),
      { schema: { tags: ['member sign-up'], summary: 'A new member (no coverage yet) creates an account; a verification link goes to the email', description: ALIKE, body: ENDPOINTS.newMemberSignup.body, response: { 200: ENDPOINTS.newMemberSignup.response } } },
      async (request) => ({ data: { message: service.newMember(request.body, originOf(request)) } }),
    );
    app.post(
      memberRoute('resendVerification'),
      { schema: { tags: ['member sign-up'], summary: 'Sends the verification (or sign-up) link again', description: ALIKE, body: ENDPOINTS.resendVerification.body, response: { 200: ENDPOINTS.resendVerification.response } } },
      async (request) => ({ data: { message: service.resendVerification(request.body.email, originOf(request)) } }),
    );
    app.post(
      memberRoute('verifyEmail'),
      { schema: { tags: ['member sign-up'], summary: 'Verifies an email address with the mailed code', description: 'A used, expired or unknown code: 400.', body: ENDPOINTS.verifyEmail.body, response: { 200: ENDPOINTS.verifyEmail.response } } },
      async (request) => ({ data: { message: await service.verifyEmail(request.body.code, originOf(request)) } }),
    );
  };
}
