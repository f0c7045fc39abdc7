import { postModerationDecision } from '#generated/main-api/sdk.gen';
import type { ModerationKind } from '#generated/main-api/types.gen';
import { type FormRoute, mainApi, submit, text } from './submit';

/** The staff's approve and reject buttons, posted to the moderation page. */
export const moderationPosts: FormRoute[] = [
  {
    pattern: /^\/admin\/moderare$/,
    handle: ({ fields, cookie }) => {
      const decision = text(fields, 'decision') === 'approve' ? 'approve' : 'reject';
      return submit(
        'moderation',
        fields,
        {},
        () => postModerationDecision({ ...mainApi(cookie), path: { kind: text(fields, 'kind') as ModerationKind, id: text(fields, 'id') }, body: { decision } }),
        `/admin/moderare?decis=${decision}`,
      );
    },
  },
];
