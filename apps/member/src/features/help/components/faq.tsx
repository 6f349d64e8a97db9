import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

/** The short FAQ of Help and support (issue 4); texts go through the healthshare wording. */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I show my ID card at the dentist?',
    answer: 'Open Home and find ID cards. You can show the card on screen, download it as a PDF or PNG, or print it.',
  },
  {
    question: 'How much of my plan have I used?',
    answer:
      'Home shows the plan benefits table: the limit, what has been used and what remains for the year, for the family and for ortho where your plan has those limits.',
  },
  {
    question: 'Which dentists are in my network?',
    answer:
      'Use Find a Dentist in the top bar. Dentists in your network cost you less; the plan overview shows your minimum network.',
  },
  {
    question: 'How do I change my address, email or password?',
    answer:
      'Open the My account menu and choose My account. A new email address is confirmed through a link we mail to it.',
  },
  {
    question: 'Can I update my family members?',
    answer: 'The primary member can edit family members from the Members list on Home.',
  },
];

/** The FAQ as accordions (each question a heading button). */
export function Faq({ word }: { word: (text: string) => string }) {
  return (
    <div>
      {FAQ.map((item, index) => (
        <Accordion
          key={item.question}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`faq-${index}-header`}
            aria-controls={`faq-${index}-content`}
          >
            <Typography sx={{ fontWeight: 600 }}>{word(item.question)}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-content`}>
            <Typography>{word(item.answer)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
