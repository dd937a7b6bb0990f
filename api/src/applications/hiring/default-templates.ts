// The text each status e-mail has until an admin edits it in the back office, in English, Hindi and Marathi.
// The translations put `{jobTitle}` before "के लिए" (Hindi) and "पदासाठी" (Marathi): the words that stand in for a
// job the application does not name (status-mail.ts) read well there.
import type { TemplateStatus, TemplateText, TranslatedLanguage } from '@site/contracts';

export const DEFAULT_TEMPLATES: Record<TemplateStatus, TemplateText> = {
  Shortlisted: {
    subject: 'Your application for {jobTitle} has been shortlisted',
    body: 'Good news, {name}\n\nYour application for {jobTitle} at {company} has been shortlisted. Your interview: {interview}.\n\nIf anything changes, we will let you know.',
  },
  Hired: {
    subject: 'Welcome to {company}',
    body: 'Congratulations, {name}\n\nWe are glad to offer you the position of {jobTitle}. Our HR team will call you about your joining date and documents.',
  },
  Rejected: {
    subject: 'Your application for {jobTitle}',
    body: 'Dear {name}\n\nThank you for applying for {jobTitle} at {company}. We have decided not to take your application further this time.\n\nWe keep hiring across India and would be glad to see you apply again.',
  },
};

export const DEFAULT_TRANSLATIONS: Record<TemplateStatus, Record<TranslatedLanguage, TemplateText>> = {
  Shortlisted: {
    hi: {
      subject: '{jobTitle} के लिए आपका आवेदन शॉर्टलिस्ट हो गया है',
      body: 'खुशखबरी, {name}\n\n{company} में {jobTitle} के लिए आपका आवेदन शॉर्टलिस्ट हो गया है। आपका इंटरव्यू: {interview}।\n\nअगर कुछ बदलता है, तो हम आपको बताएँगे।',
    },
    mr: {
      subject: '{jobTitle} पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे',
      body: 'आनंदाची बातमी, {name}\n\n{company} मधील {jobTitle} पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे. आपली मुलाखत: {interview}.\n\nकाही बदल झाल्यास आम्ही आपल्याला कळवू.',
    },
  },
  Hired: {
    hi: {
      subject: '{company} में आपका स्वागत है',
      body: 'बधाई हो, {name}\n\nहमें यह बताते हुए खुशी है कि {jobTitle} के लिए आपका चयन हो गया है। हमारी एचआर टीम आपको जॉइनिंग की तारीख और ज़रूरी दस्तावेज़ों के बारे में फ़ोन करेगी।',
    },
    mr: {
      subject: '{company} मध्ये आपले स्वागत आहे',
      body: 'अभिनंदन, {name}\n\n{jobTitle} पदासाठी आपली निवड झाली आहे, हे कळवताना आम्हाला आनंद होत आहे. रुजू होण्याची तारीख आणि आवश्यक कागदपत्रांबद्दल आमची एचआर टीम आपल्याला फोन करेल.',
    },
  },
  Rejected: {
    hi: {
      subject: '{jobTitle} के लिए आपका आवेदन',
      body: 'प्रिय {name}\n\nधन्यवाद कि आपने {company} में {jobTitle} के लिए आवेदन किया। इस बार हमने आपके आवेदन को आगे न बढ़ाने का निर्णय लिया है।\n\nहम पूरे भारत में भर्ती करते रहते हैं, और आप दोबारा आवेदन करेंगे तो हमें खुशी होगी।',
    },
    mr: {
      subject: '{jobTitle} पदासाठीचा आपला अर्ज',
      body: 'प्रिय {name}\n\n{company} मधील {jobTitle} पदासाठीच्या आपल्या अर्जाबद्दल धन्यवाद. या वेळी आपला अर्ज पुढे न नेण्याचा निर्णय आम्ही घेतला आहे.\n\nआम्ही संपूर्ण भारतात सतत भरती करत असतो. आपण पुन्हा अर्ज केल्यास आम्हाला आनंद होईल.',
    },
  },
};
