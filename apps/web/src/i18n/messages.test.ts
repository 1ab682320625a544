// Every message of the site and the staff area, in both languages: the same keys and arguments, every
// count told by the language's plural rules, and every phone number kept in its order inside Arabic.
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
type MessageTree = { [key: string]: string | MessageTree };

// The parser's element kinds (@formatjs/icu-messageformat-parser's TYPE).
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

const flatten = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const MESSAGES = { en: new Map(flatten(en)), ar: new Map(flatten(ar)) } as const;
const LANGUAGES = ['en', 'ar'] as const;

/** Every element of a message, the options of plurals and selects and the insides of tags included. */
const elementsOf = (elements: MessageElement[]): MessageElement[] =>
  elements.flatMap((element) => {
    if (element.type === PLURAL || element.type === SELECT)
      return [element, ...Object.values(element.options).flatMap((option) => elementsOf(option.value))];
    if (element.type === TAG) return [element, ...elementsOf(element.children)];
    return [element];
  });

const parse = (message: string, language: string) =>
  new IntlMessageFormat(message, language, undefined, { ignoreTag: false }).getAst();

const argumentNames = (message: string, language: string) =>
  [
    ...new Set(
      elementsOf(parse(message, language))
        .filter((element) => 'value' in element && element.type !== TAG && element.type !== 0)
        .map((element) => String((element as { value: unknown }).value)),
    ),
  ].sort();

/** The arguments that carry a number: named so in both message files. */
const NUMBER_ARGUMENTS = new Set([
  'age',
  'capacity',
  'count',
  'days',
  'number',
  'page',
  'rating',
  'taken',
  'total',
  'year',
]);

/**
 * A number written bare, with no plural, where no noun follows it: a label's value ('Extra places: 3'),
 * an ordinal, a page, a year, a score. Anything else counts a noun and goes through a plural.
 */
const BARE_NUMBERS = new Set(
  Object.entries({
    Layout: ['copyright:year'],
    AboutPage: ['rating:rating'],
    Ratings: ['stars:rating', 'starsSpoken:rating'],
    Booking: ['stepOf:current', 'stepOf:total'],
    ManageBooking: ['queue.number:number'],
    'Admin.patientData': ['reviewLine:rating'],
    'Admin.counters': ['extraPlaces:count'],
    'Admin.pagination': ['pageOf:page', 'pageOf:count'],
    'Admin.daySheet': ['bookingOrder:number', 'queueNumber:number'],
    'Admin.arrival': ['queueNumber:number', 'checkedInNumber:number'],
    'Admin.detail': ['historyCheckedIn:number', 'historyCheckInTakenBack:number', 'historyCalledIn:number'],
    'Admin.newAppointment': ['bookedCheckedIn:number', 'session:taken', 'knownPatient:age'],
    'Admin.doctorList': ['calledNumber:number', 'queueNumber:number', 'age:age'],
  }).flatMap(([namespace, uses]) => uses.map((use) => `${namespace}.${use}`)),
);

/** A plural that only adds a count in brackets to a label ('Filters (2)'): no noun to agree with it. */
const isCountInBrackets = (plural: MessageElement) => {
  const { options } = plural as { options: Record<string, { value: MessageElement[] }> };
  const forms = Object.keys(options).filter((form) => !form.startsWith('='));
  const other = (options.other?.value ?? [])
    .map((element) => (element.type === 7 ? '#' : 'value' in element ? String(element.value) : ''))
    .join('');
  return forms.join() === 'other' && /\(#\)$/.test(other);
};

/** The counts every plural message is rendered with: each of Arabic's six forms, and English's two. */
const COUNTS = [0, 1, 2, 3, 11, 100];

const valuesFor = (message: string, language: string, count: number) =>
  Object.fromEntries(
    elementsOf(parse(message, language)).flatMap((element): [string, unknown][] => {
      if (element.type === TAG) return [[element.value, (chunks: string[]) => chunks.join('')]];
      if (element.type === PLURAL) return [[element.value, count]];
      if (element.type === SELECT) return [[element.value, 'other']];
      if (element.type === ARGUMENT)
        return [[element.value, NUMBER_ARGUMENTS.has(element.value) ? count : `«${element.value}»`]];
      return [];
    }),
  );

/** A phone number's digits in groups, as the messages write examples ('010 1234 5678', '+20 10…'). */
const SPACED_DIGITS = /(?:\+\d+|\d+)(?:[  ]\d+)+|\+\d+/g;
/** Inside an isolate, a run keeps its own order within Arabic: a <ltr> tag, or the characters LRI … PDI. */
const ISOLATED = /<ltr>.*?<\/ltr>|\u2066.*?\u2069/g;

describe('the message files', () => {
  it('have the same keys, and each message the same arguments and tags, in both languages', () => {
    expect([...MESSAGES.ar.keys()].sort()).toEqual([...MESSAGES.en.keys()].sort());
    const differing = [...MESSAGES.en].filter(
      ([key, message]) =>
        argumentNames(message, 'en').join() !== argumentNames(MESSAGES.ar.get(key) ?? '', 'ar').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('tell every count that meets a noun through a plural, never bare', () => {
    const bare = LANGUAGES.flatMap((language) =>
      [...MESSAGES[language]].flatMap(([key, message]) =>
        elementsOf(parse(message, language))
          .filter((element) => element.type === ARGUMENT && NUMBER_ARGUMENTS.has(element.value))
          .map((element) => `${key}:${(element as { value: string }).value}`)
          .filter((use) => !BARE_NUMBERS.has(use)),
      ),
    );
    expect([...new Set(bare)]).toEqual([]);
  });

  it('give each plural the forms its language counts with', () => {
    // Arabic says one, two, a few (3–10), many (11–99) and other (100) of a thing in different words;
    // a count written beside its noun needs all five. English needs one and other.
    const missing = LANGUAGES.flatMap((language) =>
      [...MESSAGES[language]].flatMap(([key, message]) =>
        elementsOf(parse(message, language))
          .filter((element) => element.type === PLURAL && !isCountInBrackets(element))
          .flatMap((element) => {
            const { options } = element as { options: Record<string, unknown> };
            const needed = language === 'ar' ? ['one', 'two', 'few', 'many', 'other'] : ['one', 'other'];
            const exact = { one: '=1', two: '=2' } as Record<string, string>;
            return needed
              .filter((form) => !(form in options) && !(exact[form] && exact[form] in options))
              .map((form) => `${language} ${key}: no '${form}'`);
          }),
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(COUNTS)('render every plural message for %i in both languages, the count written', (count) => {
    const problems = LANGUAGES.flatMap((language) =>
      [...MESSAGES[language]]
        .filter(([, message]) => elementsOf(parse(message, language)).some((element) => element.type === PLURAL))
        .flatMap(([key, message]) => {
          const format = new IntlMessageFormat(message, language);
          const text = [format.format(valuesFor(message, language, count))].flat().join('');
          const digits = new Intl.NumberFormat(language).format(count);
          const pluralOptions = elementsOf(parse(message, language))
            .filter((element) => element.type === PLURAL)
            .map((element) => (element as { options: Record<string, { value: MessageElement[] }> }).options);
          const chosen = pluralOptions.some((options) => {
            const form = `=${count}` in options ? `=${count}` : new Intl.PluralRules(language).select(count);
            return elementsOf(options[form]?.value ?? options.other?.value ?? []).some((element) => element.type === 7);
          });
          if (/[{}#]/.test(text)) return [`${language} ${key}: "${text}"`];
          if (chosen && !text.includes(digits) && !text.includes(String(count)))
            return [`${language} ${key}: "${text}" does not write ${count}`];
          return [];
        }),
    );
    expect(problems).toEqual([]);
  });

  it('keep every phone number in Arabic sentences isolated left to right', () => {
    const unisolated = [...MESSAGES.ar].flatMap(([key, message]) => {
      const outside = message.replace(ISOLATED, '');
      const numbers = outside.match(SPACED_DIGITS) ?? [];
      const phones = outside.match(/\{phone\}/g) ?? [];
      return [...numbers, ...phones].map((found) => `${key}: ${found}`);
    });
    expect(unisolated).toEqual([]);
  });
});
