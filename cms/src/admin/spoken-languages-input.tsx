import { Box, Checkbox, Flex, Typography } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { EDITOR_FIELDS } from '../bootstrap/editor-fields';

type SpokenLanguagesProps = {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
};

/** The languages in the order the site lists them, worded in the panel's language (editor-fields.ts). */
const LANGUAGES = Object.keys(EDITOR_FIELDS['api::doctor.doctor']?.fields.languages?.options ?? {});

/**
 * A doctor's languages, ticked from the list instead of typed as JSON; saved as the list of the ticked
 * ones in the list's order, which the server checks again (src/doctors/spoken-languages.ts).
 */
const SpokenLanguagesInput = ({ name, label, hint, disabled }: SpokenLanguagesProps) => {
  const field = useField<string[] | null>(name);
  const { formatMessage } = useIntl();
  const chosen = Array.isArray(field.value) ? field.value : [];
  const choose = (language: string, isChosen: boolean) =>
    field.onChange(
      name,
      LANGUAGES.filter((candidate) => (candidate === language ? isChosen : chosen.includes(candidate))),
    );
  return (
    <Box tag="fieldset" padding={0} borderWidth={0}>
      <Typography tag="legend" variant="pi" fontWeight="bold" textColor="neutral800">
        {label}
      </Typography>
      <Flex gap={4} wrap="wrap" paddingTop={2} paddingBottom={1}>
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            name={`${name}.${language}`}
            checked={chosen.includes(language)}
            disabled={disabled}
            onCheckedChange={(checked) => choose(language, checked === true)}
          >
            {formatMessage({ id: language, defaultMessage: language })}
          </Checkbox>
        ))}
      </Flex>
      {hint ? (
        <Typography variant="pi" textColor="neutral600">
          {hint}
        </Typography>
      ) : null}
      {field.error ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          {field.error}
        </Typography>
      ) : null}
    </Box>
  );
};

export default SpokenLanguagesInput;
