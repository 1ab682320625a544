import { Box, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

const FEES_LIST = 'api::consultation-fee.consultation-fee';

type UnpricedWorkplace = { doctor: string; branch: string };

/**
 * Above the list of consultation fees: each doctor and branch they work at that has no fee, which the
 * site shows as "Fee: ask the branch". Nothing on other lists, nor when every workplace has a fee.
 */
export const UnpricedWorkplacesNotice = () => {
  const { get } = useFetchClient();
  const { formatMessage, locale } = useIntl();
  const { pathname } = useLocation();
  const [workplaces, setWorkplaces] = useState<UnpricedWorkplace[]>([]);
  const isFeesList = pathname.endsWith(`/${FEES_LIST}`);

  useEffect(() => {
    if (!isFeesList) return;
    let isCurrent = true;
    get<{ data: UnpricedWorkplace[] }>('/clinic/unpriced-workplaces').then(
      ({ data }) => isCurrent && setWorkplaces(data.data),
      () => isCurrent && setWorkplaces([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [get, isFeesList]);

  if (!isFeesList || workplaces.length === 0) return null;
  const list = workplaces.map(({ doctor, branch }) =>
    formatMessage({ id: 'clinic.unpriced.workplace', defaultMessage: '{doctor} at {branch}' }, { doctor, branch }),
  );
  return (
    <Box role="status" background="warning100" borderColor="warning200" hasRadius padding={2} maxWidth="32rem">
      <Typography variant="pi" textColor="warning700">
        {formatMessage(
          {
            id: 'clinic.unpriced.notice',
            defaultMessage: 'No fee for {list}: the site says “Fee: ask the branch” there.',
          },
          { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(list) },
        )}
      </Typography>
    </Box>
  );
};
