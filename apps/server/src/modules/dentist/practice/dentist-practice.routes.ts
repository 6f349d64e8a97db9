// Issue 16 item 2 (decision 0029): the routes of the practice's profile, locations, dentists, staff and the
// lock screen, each from its contract entry (decision 0023). Handlers pass the request's caller to the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { DentistPracticeService } from './dentist-practice.service.js';
import type { PracticeStaffService } from './practice-staff.service.js';

export function dentistPracticeRoutes(
  practice: DentistPracticeService,
  staff: PracticeStaffService,
): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'dentist.practiceProfile',
      { summary: "The practice's profile, network tier and bank status" },
      async (_request, caller) => ({
        data: await practice.profile(caller),
      }),
    );
    contractRoute(
      app,
      'dentist.updatePracticeProfile',
      { summary: "Changes the practice's profile" },
      async (request, caller) => ({
        data: await practice.updateProfile(caller, request.body),
      }),
    );
    contractRoute(
      app,
      'dentist.practiceLocations',
      { summary: "The practice's locations" },
      async (_request, caller) => ({
        data: await practice.locations(caller),
      }),
    );
    contractRoute(
      app,
      'dentist.addPracticeLocation',
      { summary: 'Adds a location (shown in the member’s Find a Dentist at once)', success: [201] },
      async (request, caller, reply) =>
        reply.status(201).send({ data: await practice.addLocation(caller, request.body) }),
    );
    contractRoute(
      app,
      'dentist.updatePracticeLocation',
      { summary: 'Changes a location' },
      async (request, caller) => ({
        data: await practice.updateLocation(caller, request.params.id, request.body),
      }),
    );
    contractRoute(
      app,
      'dentist.removePracticeLocation',
      { summary: 'Removes a location (soft: its visits keep its name); never the last one' },
      async (request, caller) => ({ data: await practice.removeLocation(caller, request.params.id) }),
    );
    contractRoute(
      app,
      'dentist.practiceDentists',
      { summary: "The practice's dentists" },
      async (_request, caller) => ({
        data: await practice.dentists(caller),
      }),
    );
    contractRoute(
      app,
      'dentist.addPracticeDentist',
      { summary: 'Adds a dentist', success: [201] },
      async (request, caller, reply) =>
        reply.status(201).send({ data: await practice.addDentist(caller, request.body) }),
    );
    contractRoute(app, 'dentist.updatePracticeDentist', { summary: 'Changes a dentist' }, async (request, caller) => ({
      data: await practice.updateDentist(caller, request.params.id, request.body),
    }));
    contractRoute(
      app,
      'dentist.removePracticeDentist',
      { summary: 'Removes a dentist: deleted, or deactivated when visits name them' },
      async (request, caller) => ({ data: await practice.removeDentist(caller, request.params.id) }),
    );
    contractRoute(
      app,
      'dentist.practiceStaff',
      { summary: "The practice's users and open invitations (audited)" },
      async (request, caller) => ({
        data: await staff.staff(caller),
      }),
    );
    contractRoute(
      app,
      'dentist.inviteStaff',
      { summary: 'Invites a front-desk user by email', success: [201] },
      async (request, caller, reply) =>
        reply.status(201).send({ data: await staff.invite(caller, request.body.email) }),
    );
    contractRoute(
      app,
      'dentist.revokeStaffInvite',
      { summary: 'Revokes an open invitation' },
      async (request, caller) => {
        await staff.revokeInvite(caller, request.params.id);
        return { data: { message: 'Invitation revoked' } };
      },
    );
    contractRoute(
      app,
      'dentist.removeStaffUser',
      { summary: 'Removes a front-desk user; their sessions end' },
      async (request, caller) => {
        await staff.removeUser(caller, request.params.id);
        return { data: { message: 'User removed' } };
      },
    );
    contractRoute(
      app,
      'dentist.acceptStaffInvite',
      { summary: 'Accepts an invitation: sets the name and password of the new front-desk user' },
      async (request, caller) => ({ data: await staff.accept(request.body, caller) }),
    );
    contractRoute(
      app,
      'dentist.setMyPin',
      {
        summary: 'Sets the caller’s own 6-digit PIN (confirmed by password)',
        description:
          'The password check goes through the sign-in throttle: past its free failures, 429 (issue 26 item 13).',
      },
      async (request, caller) => ({
        data: await staff.setPin(caller, request.body),
      }),
    );
    contractRoute(
      app,
      'dentist.lockState',
      { summary: 'Whether this session’s screen is locked' },
      async (_request, caller) => ({
        data: await staff.lockState(caller),
      }),
    );
    contractRoute(app, 'dentist.lockScreen', { summary: 'Locks this session’s screen' }, async (_request, caller) => ({
      data: await staff.lock(caller),
    }));
    contractRoute(
      app,
      'dentist.unlockScreen',
      { summary: 'Unlocks with the signed-in user’s PIN; 5 wrong PINs in a row end the session' },
      async (request, caller) => ({ data: await staff.unlock(caller, request.body.pin) }),
    );
  };
}
