import { describe, expect, it } from 'vitest';
import { ZArticleAnswerSchema, ZDoctorAnswerSchema, ZReviewAnswerSchema } from './content-answers';
import { ZHomeAnswerSchema } from './content-pages';

const at = '2026-01-05T10:00:00.000Z';

/** A published English document numbered `id`. */
const localizedDocument = (id: number) => ({
  id,
  documentId: `document${id}`,
  createdAt: at,
  updatedAt: at,
  publishedAt: at,
  locale: 'en',
});

const publicDocument = (id: number, slug: string) => ({ ...localizedDocument(id), publicId: id, slug });

const verified = { verifiedVisit: true, visitMonth: '2026-11', writtenIn: 'ar', clinicReply: null };

const doctorFields = { name: 'Dr. Mona Adel', title: null, bio: null, yearsOfExperience: 12, gender: 'female' };

describe('the content schemas', () => {
  it('read relations both ways, as deep as the query populated them', () => {
    const doctor = {
      ...publicDocument(1, 'mona-adel'),
      ...doctorFields,
      languages: ['arabic', 'english'],
      specialties: [
        {
          ...publicDocument(2, 'otology'),
          name: 'Otology',
          description: null,
          doctors: [{ ...publicDocument(1, 'mona-adel'), ...doctorFields, languages: null }],
        },
      ],
      seo: null,
    };
    expect(ZDoctorAnswerSchema.parse(doctor)).toEqual(doctor);
    expect(ZDoctorAnswerSchema.safeParse({ ...doctor, gender: 'other' }).success).toBe(false);
  });

  it('read a body with a list inside a list, and an image kept without its ids', () => {
    const text = (words: string) => [{ type: 'text', text: words }];
    const article = {
      ...publicDocument(3, 'hearing-loss'),
      title: 'Hearing loss',
      excerpt: null,
      publishedDate: '2026-01-04',
      body: [
        { type: 'heading', level: 2, children: text('Signs') },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: text('Ringing') },
            {
              type: 'list',
              format: 'ordered',
              indentLevel: 1,
              children: [{ type: 'list-item', children: text('At night') }],
            },
          ],
        },
        {
          type: 'image',
          image: {
            name: 'ear.png',
            alternativeText: null,
            caption: null,
            width: 640,
            height: 480,
            formats: null,
            url: '/uploads/ear.png',
          },
          children: text(''),
        },
      ],
    };
    expect(ZArticleAnswerSchema.parse(article)).toEqual(article);
    expect(
      ZArticleAnswerSchema.safeParse({ ...article, body: [{ type: 'heading', level: 7, children: [] }] }).success,
    ).toBe(false);
  });

  it('take a component populated but empty as null, and leave out what was not populated', () => {
    const home = { ...localizedDocument(5), whoWeAre: null };
    expect(ZHomeAnswerSchema.parse(home)).toEqual(home);
  });

  it('refuse a rating outside 1 to 5', () => {
    const review = { ...localizedDocument(4), authorName: 'Sara', body: 'Kind and quick.', rating: 5, ...verified };
    expect(ZReviewAnswerSchema.safeParse(review).success).toBe(true);
    expect(ZReviewAnswerSchema.safeParse({ ...review, rating: 6 }).success).toBe(false);
  });

  it("read a verified visit's month as YYYY-MM and its language as one of the site's", () => {
    const review = { ...localizedDocument(4), authorName: 'Sara A.', body: 'Kind.', rating: 5, ...verified };
    expect(ZReviewAnswerSchema.safeParse({ ...review, visitMonth: null, writtenIn: null }).success).toBe(true);
    for (const wrong of [{ visitMonth: '2026-13' }, { visitMonth: '2026-11-02' }, { writtenIn: 'fr' }]) {
      expect(ZReviewAnswerSchema.safeParse({ ...review, ...wrong }).success).toBe(false);
    }
  });
});
