/**
 * A PUT /messageCenter body: one warning with the same title and text in the four languages (the text is the message
 * and its summary). `isEnabled` false stores it without showing its banner.
 */
export const messageCentreBody = (title: string, text: string, isEnabled: boolean) => ({
  isEnabled,
  severity: 'warning',
  title,
  message: text,
  messageSummary: text,
  languages: ['English', 'Danish', 'German', 'Swedish'].map((language) => ({
    language,
    title,
    message: text,
    messageSummary: text,
  })),
});
