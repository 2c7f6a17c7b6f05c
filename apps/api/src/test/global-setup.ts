import type { TestProject } from 'vitest/node';
import { makeDbImage } from './db-image';

/** Vitest global setup of the api project: the seeded database image every test file copies. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { image, remove } = await makeDbImage(process.env['TEST_DATABASE_URL']);
  project.provide('dbImage', image);
  return remove;
}
