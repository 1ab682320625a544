import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

type TLazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts loading the schema early (when the visitor first focuses the form). */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose zod schema (and zod itself, about 50 kB gzip) loads on first
 * use instead of with the page: most visitors read a page and never submit its form.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
): TLazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    );
    return loading;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
