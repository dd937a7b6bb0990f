// The product label of a stored field, as the back office's forms and tables name it ("First name", not
// "FirstName"): the forms, the table headers and the inbox's view of a submission read it from here.
const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job Title',
  contactType: 'Contact Type',
  fullDescription: 'Full description',
  bannerImage: 'Banner Image',
  rightImage: 'Right Image',
  smallImage: 'Small image',
};

export const fieldLabel = (name: string) => LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
