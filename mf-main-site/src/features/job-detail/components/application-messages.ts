// The application's outcome texts (docs/behaviour.md §9), apart from the lazily loaded form: the job page keeps the
// thanks once the dialog has closed, without bringing the form into its own code.
export const APPLICATION_MESSAGES = {
  success: "Application submitted successfully! We'll contact you soon.",
  failed: 'Failed to submit application. Please try again.',
} as const;
