import { z } from 'zod';
import { liveEventSchemas } from './bids.ts';

/**
 * `GET /api/frontend/auctions/{id}/live` answers a Server-Sent Events stream, not JSON: this describes it
 * for the OpenAPI document. Each event's payload has its own schema in `liveEventSchemas`.
 */
export const ZLiveStreamSchema = z
  .string()
  .describe(
    [
      'Server-Sent Events, one frame per event: `id: <sequence>`, `event: <type>`, `data: <JSON payload>`.',
      `Types: ${Object.keys(liveEventSchemas).join(', ')}.`,
      'A `:` comment line every 15 s keeps proxies from closing the stream; `retry: 3000` opens it.',
      'Reconnecting with `Last-Event-ID` (or `?lastEventId=`) resumes after that event without gaps.',
    ].join(' '),
  );

export const liveStreamResponse = {
  description: 'The auction’s live events',
  content: { 'text/event-stream': { schema: ZLiveStreamSchema } },
};
