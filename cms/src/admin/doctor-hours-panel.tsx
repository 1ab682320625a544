import { Box, Flex, Link as DesignLink, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

const DOCTOR = 'api::doctor.doctor';
const SCHEDULES = '/content-manager/collection-types/api::doctor-schedule.doctor-schedule';

type DoctorHours = { documentId: string; label: string; weekday: string; startTime: string };

/** Egypt's week starts on Saturday. */
const WEEK = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** "Mohandessin Branch — Tuesday 17:00–21:00" from the label, in the editor's language, without the doctor's name. */
const withoutDoctor = (label: string) => label.split(' — ').slice(1).join(' — ');

/** By branch (as the label names it), then day of the week, then start time. */
const inWeekOrder = (a: DoctorHours, b: DoctorHours) => {
  const [branchA = ''] = withoutDoctor(a.label).split(' — ');
  const [branchB = ''] = withoutDoctor(b.label).split(' — ');
  return (
    branchA.localeCompare(branchB) ||
    WEEK.indexOf(a.weekday) - WEEK.indexOf(b.weekday) ||
    a.startTime.localeCompare(b.startTime)
  );
};

type PanelProps = { model: string; documentId?: string };

/**
 * Beside a doctor's edit form: the doctor's weekly hours, each named like "Dr. Mona Abdel Rahman —
 * Mohandessin Branch — Tuesday 17:00–21:00", listed by branch and day of the week, each one click
 * from its own form, and a link to add more. Nothing for other types, nor for a doctor not saved yet.
 */
export const DoctorHoursPanel = ({ model, documentId }: PanelProps) => {
  const { get } = useFetchClient();
  const { formatMessage } = useIntl();
  const [hours, setHours] = useState<DoctorHours[] | null>(null);
  const isSavedDoctor = model === DOCTOR && Boolean(documentId);

  useEffect(() => {
    if (!isSavedDoctor) return;
    let isCurrent = true;
    get<{ results: DoctorHours[] }>(SCHEDULES, {
      params: { filters: { doctor: { documentId: { $eq: documentId } } }, pageSize: 100 },
    }).then(
      ({ data }) => isCurrent && setHours([...data.results].sort(inWeekOrder)),
      () => isCurrent && setHours([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [get, documentId, isSavedDoctor]);

  if (!isSavedDoctor) return null;
  const words = (id: string, defaultMessage: string) =>
    formatMessage({ id: `clinic.doctor-hours.${id}`, defaultMessage });
  return {
    title: words('title', 'Weekly hours'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={2} width="100%">
        {hours === null ? null : hours.length === 0 ? (
          <Typography variant="pi" textColor="neutral600">
            {words('none', 'No weekly hours yet: patients cannot book this doctor.')}
          </Typography>
        ) : (
          <Box tag="ul">
            {hours.map((entry) => (
              <Box tag="li" key={entry.documentId} paddingBottom={1}>
                <DesignLink tag={Link} to={`${SCHEDULES}/${entry.documentId}`}>
                  {withoutDoctor(entry.label)}
                </DesignLink>
              </Box>
            ))}
          </Box>
        )}
        <DesignLink tag={Link} to={`${SCHEDULES}/create`}>
          {words('add', 'Add weekly hours')}
        </DesignLink>
      </Flex>
    ),
  };
};
