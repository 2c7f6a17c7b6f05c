import type { TestProject } from 'vitest/node';
import { makeDbImage, type DbImage } from './db-image';

interface SharedImage {
  made: Promise<{ image: DbImage; remove: () => Promise<void> }>;
  users: number;
}

/** The image of this vitest run, shared by the api projects (api, api-isolated): made once, not once each. */
const shared = globalThis as { relaisDbImage?: SharedImage };

/** Vitest global setup of the api projects: the seeded database image every test file copies. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.relaisDbImage ??= { made: makeDbImage(process.env['TEST_DATABASE_URL']), users: 0 };
  const current = shared.relaisDbImage;
  current.users += 1;
  const { image, remove } = await current.made;
  project.provide('dbImage', image);
  return async () => {
    current.users -= 1;
    if (current.users > 0) return;
    delete shared.relaisDbImage;
    await remove();
  };
}
