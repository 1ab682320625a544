import type { PatientData } from '@clinic/cms-client';
import type { getTranslations } from 'next-intl/server';
import { STAR } from '@/lib/rating-text';

type Words = Awaited<ReturnType<typeof getTranslations<'Admin'>>>;

/**
 * What was sent about a visit, a line a message (which, by which channel, how it went, when), and the
 * STOP replies in force from its phone: for the person's data, on the page and in their file.
 */
export const describeVisitMessages = (
  visit: PatientData['appointments'][number],
  stops: PatientData['messageStops'],
  { admin, when }: { admin: Words; when: (instant: string) => string },
) => [
  ...visit.messages.map((message) =>
    [
      admin(`patientMessages.kind.${message.kind}`),
      admin(`patientData.channel.${message.channel}`),
      admin(`patientMessages.state.${message.state}`),
      when(message.sentAt ?? message.createdAt),
    ].join(' · '),
  ),
  ...stops
    .filter((stop) => stop.phone === visit.phone)
    .map((stop) => admin('patientData.stoppedByReply', { date: when(stop.createdAt) })),
];

/** The review the person wrote of a visit: its stars, signature and where it stands, then its words; none: nothing. */
export const describeVisitReview = ({ review }: PatientData['appointments'][number], admin: Words) =>
  review
    ? [
        admin('patientData.reviewLine', {
          rating: String(review.rating),
          star: STAR,
          signature: review.signature,
          state: admin(`patientData.reviewState.${review.state}`),
        }),
        ...(review.text ? [review.text] : []),
      ]
    : [];
