import type { FastifyInstance } from 'fastify';
import { decideRecruitment, getRecruitment, putRecruitmentDocument } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { RecruitmentService } from './recruitment.service';

/** The recruitment steps of a new assistant, her documents, and the staff decision. */
export const recruitmentRoutes =
  (service: RecruitmentService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getRecruitment, async ({ params }) => service.get(params.id));
    registerRoute(app, putRecruitmentDocument, async ({ params, body }) =>
      service.send(params.id, params.fileType, body),
    );
    registerRoute(app, decideRecruitment, async ({ params, body, auth, request }) =>
      service.decide(params.id, body, { userId: auth.userId, ip: request.ip }),
    );
  };
