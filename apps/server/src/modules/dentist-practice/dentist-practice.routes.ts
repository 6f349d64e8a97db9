// Issue 16 item 2 (decision 0029): the routes of the practice's profile, locations, dentists, staff and the
// lock screen, each from its contract entry (decision 0023). Handlers pass the guard's scope to the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import { originOf } from '../../platform/request-origin.js';
import type { DentistPracticeService } from './dentist-practice.service.js';
import type { PracticeStaffService } from './practice-staff.service.js';
import type { PracticeContext } from '../auth/index.js';

const practiceCaller = (ctx: PracticeContext) => ({
  userId: ctx.user.id,
  practiceId: ctx.practiceId,
  role: ctx.practiceRole,
});
const sessionCaller = (ctx: PracticeContext) => ({ userId: ctx.user.id, sessionId: ctx.session.id });

export function dentistPracticeRoutes(
  practice: DentistPracticeService,
  staff: PracticeStaffService,
): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'dentist.practiceProfile',
      { summary: "The practice's profile, network tier and bank status" },
      async (_request, ctx) => ({
        data: await practice.profile(practiceCaller(ctx)),
      }),
    );
    contractRoute(
      app,
      'dentist.updatePracticeProfile',
      { summary: "Changes the practice's profile" },
      async (request, ctx) => ({
        data: await practice.updateProfile(practiceCaller(ctx), request.body, originOf(request)),
      }),
    );
    contractRoute(app, 'dentist.practiceLocations', { summary: "The practice's locations" }, async (_request, ctx) => ({
      data: await practice.locations(practiceCaller(ctx)),
    }));
    contractRoute(
      app,
      'dentist.addPracticeLocation',
      { summary: 'Adds a location (shown in the member’s Find a Dentist at once)', success: [201] },
      async (request, ctx, reply) =>
        reply.status(201).send({ data: await practice.addLocation(practiceCaller(ctx), request.body) }),
    );
    contractRoute(app, 'dentist.updatePracticeLocation', { summary: 'Changes a location' }, async (request, ctx) => ({
      data: await practice.updateLocation(practiceCaller(ctx), request.params.id, request.body),
    }));
    contractRoute(app, 'dentist.practiceDentists', { summary: "The practice's dentists" }, async (_request, ctx) => ({
      data: await practice.dentists(practiceCaller(ctx)),
    }));
    contractRoute(
      app,
      'dentist.addPracticeDentist',
      { summary: 'Adds a dentist', success: [201] },
      async (request, ctx, reply) =>
        reply.status(201).send({ data: await practice.addDentist(practiceCaller(ctx), request.body) }),
    );
    contractRoute(app, 'dentist.updatePracticeDentist', { summary: 'Changes a dentist' }, async (request, ctx) => ({
      data: await practice.updateDentist(practiceCaller(ctx), request.params.id, request.body),
    }));
    contractRoute(
      app,
      'dentist.removePracticeDentist',
      { summary: 'Removes a dentist: deleted, or deactivated when visits name them' },
      async (request, ctx) => ({ data: await practice.removeDentist(practiceCaller(ctx), request.params.id) }),
    );
    contractRoute(
      app,
      'dentist.practiceStaff',
      { summary: "The practice's users and open invitations (audited)" },
      async (request, ctx) => ({
        data: await staff.staff(practiceCaller(ctx), originOf(request)),
      }),
    );
    contractRoute(
      app,
      'dentist.inviteStaff',
      { summary: 'Invites a front-desk user by email', success: [201] },
      async (request, ctx, reply) =>
        reply
          .status(201)
          .send({ data: await staff.invite(practiceCaller(ctx), request.body.email, originOf(request)) }),
    );
    contractRoute(app, 'dentist.revokeStaffInvite', { summary: 'Revokes an open invitation' }, async (request, ctx) => {
      await staff.revokeInvite(practiceCaller(ctx), request.params.id);
      return { data: { message: 'Invitation revoked' } };
    });
    contractRoute(
      app,
      'dentist.removeStaffUser',
      { summary: 'Removes a front-desk user; their sessions end' },
      async (request, ctx) => {
        await staff.removeUser(practiceCaller(ctx), request.params.id, originOf(request));
        return { data: { message: 'User removed' } };
      },
    );
    contractRoute(
      app,
      'dentist.acceptStaffInvite',
      { summary: 'Accepts an invitation: sets the name and password of the new front-desk user' },
      async (request) => ({ data: await staff.accept(request.body, originOf(request)) }),
    );
    contractRoute(
      app,
      'dentist.setMyPin',
      { summary: 'Sets the caller’s own 6-digit PIN (confirmed by password)' },
      async (request, ctx) => ({
        data: await staff.setPin(sessionCaller(ctx), request.body, originOf(request)),
      }),
    );
    contractRoute(
      app,
      'dentist.lockState',
      { summary: 'Whether this session’s screen is locked' },
      async (_request, ctx) => ({
        data: await staff.lockState(sessionCaller(ctx)),
      }),
    );
    contractRoute(app, 'dentist.lockScreen', { summary: 'Locks this session’s screen' }, async (_request, ctx) => ({
      data: await staff.lock(sessionCaller(ctx)),
    }));
    contractRoute(
      app,
      'dentist.unlockScreen',
      { summary: 'Unlocks with the signed-in user’s PIN; 5 wrong PINs in a row end the session' },
      async (request, ctx) => ({ data: await staff.unlock(sessionCaller(ctx), request.body.pin, originOf(request)) }),
    );
  };
}
