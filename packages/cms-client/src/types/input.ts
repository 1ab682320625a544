import type { Media } from './media';
import type { StrapiComponent, StrapiDocument } from './strapi';

/** A related document by `documentId` (preferred in Strapi 5) or row `id`. */
export type RelationTarget = string | number;

export type RelationInput =
  | RelationTarget
  | readonly RelationTarget[]
  | {
      readonly connect?: readonly RelationTarget[];
      readonly disconnect?: readonly RelationTarget[];
      readonly set?: readonly RelationTarget[];
    }
  | null;

/** Fields the CMS owns: writing them is rejected or ignored. */
type SystemField = keyof StrapiDocument | 'publicId';

/**
 * What a response field becomes in a write body: media are written as upload ids, relations as
 * document ids, components recursively; everything else is written as read.
 */
export type InputValue<V> =
  NonNullable<V> extends Media
    ? number | null
    : NonNullable<V> extends readonly Media[]
      ? readonly number[] | null
      : NonNullable<V> extends StrapiDocument | readonly StrapiDocument[]
        ? RelationInput
        : NonNullable<V> extends readonly (infer C extends StrapiComponent)[]
          ? readonly ComponentInput<C>[] | null
          : NonNullable<V> extends StrapiComponent
            ? ComponentInput<NonNullable<V>> | null
            : V;

/** Sending a component's `id` updates it in place instead of replacing it. */
export type ComponentInput<C> = { readonly id?: number } & {
  readonly [K in Exclude<keyof C, 'id'>]?: InputValue<C[K]>;
};

/** The body of `create`/`update` for an entity: every user field optional, the CMS validates. */
export type EntityInput<T> = {
  readonly [K in Exclude<keyof T, SystemField>]?: InputValue<T[K]>;
};
