import { Box, Typography } from '@strapi/design-system';
import { useFetchClient, useForm } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

const HOURS_TYPES = ['api::doctor-schedule.doctor-schedule', 'api::schedule-exception.schedule-exception'];

type DisplacedVisit = { bookingNumber: string; startsAt: string; doctor: string };
type PanelProps = { model: string; documentId?: string };

/** How long the form rests before the visits are asked for again. */
const SETTLE_MS = 400;

/**
 * Beside the form of a doctor's weekly hours or of a leave or closure: the booked visits the form,
 * as it stands, would leave outside the doctor's hours if saved, named by time, doctor and booking
 * number, so the editor sees them before saving and ticks the confirmation the save asks for.
 */
export const BookedVisitsPanel = ({ model, documentId }: PanelProps) => {
  const { post } = useFetchClient();
  const { formatMessage, locale } = useIntl();
  const values = useForm('BookedVisitsPanel', (state) => state.values);
  const [visits, setVisits] = useState<DisplacedVisit[] | null>(null);
  const isHours = HOURS_TYPES.includes(model);
  const form = JSON.stringify(values);

  useEffect(() => {
    if (!isHours) return;
    let isCurrent = true;
    const contentLocale = new URLSearchParams(window.location.search).get('plugins[i18n][locale]') ?? undefined;
    const timer = window.setTimeout(() => {
      post<{ data: DisplacedVisit[] }>('/clinic/booked-visits', {
        data: { model, documentId, locale: contentLocale, values: JSON.parse(form) },
      }).then(
        ({ data }) => isCurrent && setVisits(data.data),
        () => isCurrent && setVisits(null),
      );
    }, SETTLE_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [post, model, documentId, form, isHours]);

  if (!isHours) return null;
  const when = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Africa/Cairo',
  });
  return {
    title: formatMessage({ id: 'clinic.booked-visits.title', defaultMessage: 'Booked visits' }),
    content: (
      <Box width="100%" aria-live="polite">
        {visits === null ? null : visits.length === 0 ? (
          <Typography variant="pi" textColor="neutral600">
            {formatMessage({
              id: 'clinic.booked-visits.none',
              defaultMessage: 'Saving these hours leaves no booked visit outside them.',
            })}
          </Typography>
        ) : (
          <>
            <Typography variant="pi" fontWeight="bold" textColor="danger700">
              {formatMessage(
                {
                  id: 'clinic.booked-visits.some',
                  defaultMessage:
                    'Saving leaves {count, plural, one {this booked visit} other {these # booked visits}} outside the doctor’s hours:',
                },
                { count: visits.length },
              )}
            </Typography>
            <Box tag="ul" paddingTop={2} paddingBottom={2}>
              {visits.map((visit) => (
                <Box tag="li" key={visit.bookingNumber} paddingBottom={1}>
                  <Typography variant="pi">
                    {when.format(new Date(visit.startsAt))} — {visit.doctor} — <bdi>{visit.bookingNumber}</bdi>
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="pi" textColor="neutral600">
              {formatMessage({
                id: 'clinic.booked-visits.confirm',
                defaultMessage:
                  'To save, tick “Booked visits: the front desk will call these patients” in the form: the front desk then calls them.',
              })}
            </Typography>
          </>
        )}
      </Box>
    ),
  };
};
