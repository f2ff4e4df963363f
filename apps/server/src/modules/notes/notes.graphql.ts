// The notes module's GraphQL: importing this file registers its types, fields and mutations.
import './award-emoji.mutations.ts';
import './note-ids.graphql.ts';
import './note-types.graphql.ts';
import './notes.fields.ts';
import './notes.mutations.ts';
