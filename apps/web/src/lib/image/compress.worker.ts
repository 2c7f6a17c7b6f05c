/// <reference lib="webworker" />
import { compressBitmap } from './compress-core';
import { offscreenSurfaces } from './surfaces';
import type { WorkerRequest, WorkerResponse } from './protocol';

/** Module worker: decodes, scales down and re-encodes one image per message, off the main thread. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, blob, maxSide, maxBytes } = event.data;
  let answer: WorkerResponse;
  try {
    const bitmap = await createImageBitmap(blob);
    const outcome = await compressBitmap(offscreenSurfaces(), bitmap, { maxSide, maxBytes });
    bitmap.close();
    answer = outcome.ok
      ? {
          id,
          ok: true,
          data: await outcome.blob.arrayBuffer(),
          width: outcome.size.width,
          height: outcome.size.height,
        }
      : { id, ok: false, reason: outcome.reason };
  } catch {
    answer = { id, ok: false, reason: 'image_unreadable' };
  }
  if (answer.ok) scope.postMessage(answer, [answer.data]);
  else scope.postMessage(answer);
};
