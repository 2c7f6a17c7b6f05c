import { notFound } from '../../plugins/app-error';
import type { AssistantsService } from './assistants.service';

/**
 * The assistant a staff record read is about (issue 29): 404 for an id that is nobody's or a staff
 * member's, checked before anything is read or audited.
 */
export const recordAssistant = async (assistants: AssistantsService, id: string) => {
  const assistant = await assistants.getById(id);
  if (assistant.isStaff) throw notFound('Assistant');
  return assistant;
};
