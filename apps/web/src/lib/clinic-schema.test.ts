import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/json-ld';
import { buildClinicGroup } from './clinic-schema';

const heliopolis = {
  name: 'Heliopolis Branch',
  url: 'https://clinic.example/en/branches/1-heliopolis',
  telephone: '+20 2 2414 5500',
  streetAddress: '25 El Merghany Street',
  locality: 'Cairo',
  openingHours: [
    { day: 'monday', isClosed: false, opensAt: '12:00:00.000', closesAt: '22:00:00.000' },
    { day: 'friday', isClosed: true, opensAt: null, closesAt: null },
    { day: 'saturday', isClosed: false, opensAt: '18:00:00.000', closesAt: '00:00:00.000' },
    { day: 'sunday', isClosed: false, opensAt: null, closesAt: '20:00:00.000' },
  ],
} as const;

describe('buildClinicGroup', () => {
  it('describes the group as a MedicalOrganization whose branches are its MedicalClinics', () => {
    const group = buildClinicGroup({
      name: 'Nile ENT Clinics',
      url: 'https://clinic.example/en',
      branches: [heliopolis],
    });
    expect(group).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: 'Nile ENT Clinics',
      url: 'https://clinic.example/en',
    });
    expect(group.subOrganization).toEqual([
      {
        '@type': 'MedicalClinic',
        name: 'Heliopolis Branch',
        url: 'https://clinic.example/en/branches/1-heliopolis',
        medicalSpecialty: 'Otolaryngologic',
        telephone: '+20 2 2414 5500',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '25 El Merghany Street',
          addressLocality: 'Cairo',
          addressCountry: 'EG',
        },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Monday',
            opens: '12:00',
            closes: '22:00',
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Saturday',
            opens: '18:00',
            closes: '23:59',
          },
        ],
      },
    ]);
  });

  it('is written with < escaped, so an editor’s branch name cannot close the script', () => {
    const group = buildClinicGroup({
      name: 'Nile ENT Clinics',
      url: 'https://clinic.example/en',
      branches: [{ ...heliopolis, name: 'Heliopolis</script><script>alert(1)</script>' }],
    });
    const html = renderToStaticMarkup(JsonLd({ data: group }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('Heliopolis\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    const parsed = JSON.parse(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(parsed.subOrganization[0].name).toBe('Heliopolis</script><script>alert(1)</script>');
  });
});
