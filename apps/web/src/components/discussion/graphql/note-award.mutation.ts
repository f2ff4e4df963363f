import { graphql } from '#web/lib/graphql/index.ts';

export const noteAwardToggleMutation = graphql(`
  mutation NoteAwardToggle($input: AwardEmojiToggleInput!) {
    awardEmojiToggle(input: $input) {
      errors
      toggledOn
    }
  }
`);
