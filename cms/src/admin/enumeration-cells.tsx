import { Typography } from '@strapi/design-system';
import { FormattedMessage } from 'react-intl';

type ListHeader = { name: string; attribute?: { type?: string }; cellFormatter?: unknown };
type ListColumns<T extends ListHeader> = { displayedHeaders: T[]; layout: unknown };

/**
 * The list view writes a choice as stored ('slots', 'fcfs'); this writes it in the editor's words, the
 * same ids the form's options use (src/admin/app.ts). The Content Manager's hook for list columns.
 */
export const nameChoicesInLists = <T extends ListHeader>({ displayedHeaders, layout }: ListColumns<T>) => ({
  layout,
  displayedHeaders: displayedHeaders.map((header) =>
    header.attribute?.type === 'enumeration'
      ? {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => {
            const value = row[header.name];
            return typeof value === 'string' ? (
              <Typography textColor="neutral800">
                <FormattedMessage id={value} defaultMessage={value} />
              </Typography>
            ) : (
              '-'
            );
          },
        }
      : header,
  ),
});
