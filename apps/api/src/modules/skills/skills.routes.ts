import type { FastifyInstance } from 'fastify';
import {
  getDirectExpertise,
  getDirectSkills,
  getExpertiseChoice,
  getSkills,
  issueSkillsLink,
  putDirectExpertise,
  putDirectSkills,
  putExpertiseChoice,
  putSkills,
} from '@relais/contract';
import { answerLanguage } from '../../lib/language';
import { registerRoute } from '../../plugins/contract-routes';
import type { SkillsService } from './skills.service';

/** Skills and expertises: the assistant's own, the prospect's secret link, and staff issuing it. */
export const skillsRoutes =
  (service: SkillsService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getSkills, async ({ params }) => service.getSkills(params.id));
    registerRoute(app, putSkills, async ({ params, body }) => service.putSkills(params.id, body));
    registerRoute(app, getExpertiseChoice, async ({ params, request, reply }) =>
      service.expertiseChoice(params.id, answerLanguage(request, reply)),
    );
    registerRoute(app, putExpertiseChoice, async ({ params, body, request, reply }) =>
      service.putExpertise(params.id, body, answerLanguage(request, reply)),
    );
    registerRoute(app, getDirectSkills, async ({ params }) => service.directSkills(params.randomString));
    registerRoute(app, putDirectSkills, async ({ params, body }) =>
      service.putDirectSkills(params.randomString, body),
    );
    registerRoute(app, getDirectExpertise, async ({ params, request, reply }) =>
      service.directExpertise(params.randomString, answerLanguage(request, reply)),
    );
    registerRoute(app, putDirectExpertise, async ({ params, body, request, reply }) =>
      service.putDirectExpertise(params.randomString, body, answerLanguage(request, reply)),
    );
    registerRoute(app, issueSkillsLink, async ({ params, auth, request }) =>
      service.issueLink(params.id, { userId: auth.userId, ip: request.ip }),
    );
  };
