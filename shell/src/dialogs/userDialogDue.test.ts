import { userDialogDue } from './userDialogDue';

describe('userDialogDue', () => {
  it('asks for the language first, for a user without one (spec 4)', () => {
    expect(userDialogDue({ language: null, termsNumber: 0 }, 12)).toBe('language');
    expect(userDialogDue({ language: '  ', termsNumber: 12 }, 12)).toBe('language');
  });

  it('then for the terms, while the accepted number is below the newest (spec 4)', () => {
    expect(userDialogDue({ language: 'da', termsNumber: 11 }, 12)).toBe('terms');
  });

  it('asks nothing of a user who has answered both', () => {
    expect(userDialogDue({ language: 'da', termsNumber: 12 }, 12)).toBeNull();
    expect(userDialogDue({ language: 'sv', termsNumber: 13 }, 12)).toBeNull();
  });
});
