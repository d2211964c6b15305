import { describe, expect, it } from 'vitest';
import { articleFormErrors, articleHasContent, articleInputSchema } from './article-input';

describe('a newsletter article’s input', () => {
  it('has content when it shows text or a picture, whatever its empty tags', () => {
    expect(articleHasContent('<p>Bonjour</p>')).toBe(true);
    expect(articleHasContent('<p><img src="/images/a.webp" alt=""></p>')).toBe(true);
    expect(articleHasContent('')).toBe(false);
    expect(articleHasContent('<p></p><p><br></p>')).toBe(false);
    expect(articleHasContent('<p>&nbsp; \u00a0</p>')).toBe(false);
  });

  it('names the field and the message of each refusal, in the back office’s catalogue', () => {
    const result = articleInputSchema.safeParse({ title: '', author: 'A', description: 'D', content: '<p></p>' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'back:newsletters.validation.titleMissing'],
      ['content', 'back:newsletters.validation.contentMissing'],
    ]);
  });

  it('trims the texts and writes the description on one line', () => {
    expect(articleInputSchema.parse({ title: ' T ', author: ' A ', description: 'un\n\ndeux ', content: '<p>x</p>' })).toEqual({
      title: 'T',
      author: 'A',
      description: 'un deux',
      content: '<p>x</p>',
    });
  });

  it('gives the form one message per field, in the fields’ order', () => {
    expect(articleFormErrors({ title: 'T', author: '', description: '', content: '<p>x</p>' })).toEqual({
      author: 'back:newsletters.validation.authorMissing',
      description: 'back:newsletters.validation.descriptionMissing',
    });
    expect(articleFormErrors({ title: 'T', author: 'A', description: 'D', content: '<p>x</p>' })).toEqual({});
  });
});
