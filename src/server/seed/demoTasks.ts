/** Thirty invented tasks for the demo marketplace; images are shipped in public/images/demo/tasks. */

export interface DemoTask {
  buyerUid: string;
  title: string;
  detail: string;
  requiredWorkers: number;
  payableAmount: number;
  /** Days from the seeding date. */
  dueInDays: number;
  submissionInfo: string;
  image: string;
}

const image = (name: string) => `/images/demo/tasks/${name}.svg`;
const PRIYA = 'demo-buyer-priya';
const TOMAS = 'demo-buyer-tomas';
const HANA = 'demo-buyer-hana';

export const DEMO_TASKS: readonly DemoTask[] = [
  { buyerUid: PRIYA, title: 'Review our recipe app onboarding', detail: 'Install the test build, go through the five onboarding screens and note anything confusing or slow.', requiredWorkers: 6, payableAmount: 40, dueInDays: 14, submissionInfo: 'A short list of issues with a screenshot link for each.', image: image('app-testing') },
  { buyerUid: PRIYA, title: 'Five-minute survey on grocery habits', detail: 'Answer twelve questions about how you plan and buy groceries each week.', requiredWorkers: 20, payableAmount: 5, dueInDays: 10, submissionInfo: 'The completion code shown at the end of the survey.', image: image('survey') },
  { buyerUid: PRIYA, title: 'Name our new herbal tea blend', detail: 'Suggest three names for a calming evening tea with chamomile and lemon balm.', requiredWorkers: 10, payableAmount: 8, dueInDays: 7, submissionInfo: 'Three names, one line each, with a sentence on why.', image: image('creative') },
  { buyerUid: PRIYA, title: 'Transcribe a two-minute voice memo', detail: 'Listen to a short product idea memo and write it down word for word.', requiredWorkers: 3, payableAmount: 25, dueInDays: 5, submissionInfo: 'The transcript as plain text.', image: image('transcription') },
  { buyerUid: PRIYA, title: 'Find broken links on our help pages', detail: 'Click through the twenty help articles we list and report links that fail.', requiredWorkers: 4, payableAmount: 30, dueInDays: 12, submissionInfo: 'Page title and broken link address for each finding.', image: image('web-research') },
  { buyerUid: PRIYA, title: 'Tag photos of houseplants', detail: 'Label fifty plant photos with the plant family from a list of eight.', requiredWorkers: 5, payableAmount: 20, dueInDays: 9, submissionInfo: 'A link to your completed labelling sheet.', image: image('data-labeling') },
  { buyerUid: PRIYA, title: 'Write a friendly welcome e-mail', detail: 'Draft a warm, short welcome e-mail for new members of a cooking club.', requiredWorkers: 5, payableAmount: 30, dueInDays: 8, submissionInfo: 'The e-mail text, under 150 words.', image: image('writing') },
  { buyerUid: PRIYA, title: 'Compare three budgeting apps', detail: 'Try the free tier of three budgeting apps and compare setup time and clarity.', requiredWorkers: 3, payableAmount: 45, dueInDays: 15, submissionInfo: 'A short comparison table and your favourite.', image: image('app-testing') },
  { buyerUid: PRIYA, title: 'Share a photo of your morning coffee', detail: 'For a community mood board: one photo of your coffee or tea setup.', requiredWorkers: 15, payableAmount: 4, dueInDays: 6, submissionInfo: 'A link to the photo you took.', image: image('community') },
  { buyerUid: PRIYA, title: 'Check store opening hours', detail: 'Call or look up ten bakeries from our list and confirm their weekend hours.', requiredWorkers: 2, payableAmount: 35, dueInDays: 4, submissionInfo: 'The list with the hours you confirmed and the source.', image: image('web-research') },
  { buyerUid: TOMAS, title: 'Test the checkout of our bike shop', detail: 'Place a test order with the sandbox card and describe every step that slowed you down.', requiredWorkers: 5, payableAmount: 50, dueInDays: 11, submissionInfo: 'Steps, time taken and any error messages.', image: image('app-testing') },
  { buyerUid: TOMAS, title: 'Rate ten cycling route descriptions', detail: 'Read ten short route descriptions and rate their clarity from one to five.', requiredWorkers: 8, payableAmount: 10, dueInDays: 9, submissionInfo: 'Ten ratings with one comment each.', image: image('survey') },
  { buyerUid: TOMAS, title: 'Design a sticker for a repair café', detail: 'Sketch a round sticker idea for a community bike repair café.', requiredWorkers: 4, payableAmount: 60, dueInDays: 20, submissionInfo: 'A link to your sketch (photo or file).', image: image('creative') },
  { buyerUid: TOMAS, title: 'Translate a flyer into Spanish', detail: 'Translate a 120-word event flyer into natural, friendly Spanish.', requiredWorkers: 2, payableAmount: 40, dueInDays: 7, submissionInfo: 'The translated text.', image: image('translation') },
  { buyerUid: TOMAS, title: 'Count bikes in a street photo set', detail: 'Count bicycles in twenty street photos for a city planning project.', requiredWorkers: 6, payableAmount: 15, dueInDays: 10, submissionInfo: 'Twenty numbers in order, comma separated.', image: image('data-labeling') },
  { buyerUid: TOMAS, title: 'Suggest a slogan for spring service week', detail: 'A short slogan for our spring bike tune-up week, under eight words.', requiredWorkers: 12, payableAmount: 6, dueInDays: 6, submissionInfo: 'Up to three slogans.', image: image('writing') },
  { buyerUid: TOMAS, title: 'Video review of a bike light', detail: 'Record a one-minute video showing the light in the dark and describe its brightness.', requiredWorkers: 3, payableAmount: 55, dueInDays: 18, submissionInfo: 'A link to the video.', image: image('video') },
  { buyerUid: TOMAS, title: 'Map bike racks near your home', detail: 'Note the location and size of bike racks within ten minutes of where you live.', requiredWorkers: 10, payableAmount: 12, dueInDays: 16, submissionInfo: 'Addresses or map pins with rack sizes.', image: image('community') },
  { buyerUid: TOMAS, title: 'Proofread a maintenance guide', detail: 'Proofread a four-page chain maintenance guide for typos and unclear steps.', requiredWorkers: 2, payableAmount: 38, dueInDays: 8, submissionInfo: 'A list of corrections with page numbers.', image: image('writing') },
  { buyerUid: TOMAS, title: 'Transcribe a customer interview', detail: 'Transcribe a five-minute interview about commuting by bike.', requiredWorkers: 2, payableAmount: 45, dueInDays: 9, submissionInfo: 'The transcript as plain text with speaker names.', image: image('transcription') },
  { buyerUid: HANA, title: 'Test our language flashcards', detail: 'Study twenty Japanese flashcards for a day and tell us what helped you remember.', requiredWorkers: 6, payableAmount: 22, dueInDays: 12, submissionInfo: 'Your notes and how many cards you recalled.', image: image('app-testing') },
  { buyerUid: HANA, title: 'Survey: how do you learn new words?', detail: 'Eight questions about your vocabulary learning habits.', requiredWorkers: 25, payableAmount: 3, dueInDays: 10, submissionInfo: 'The completion code from the last page.', image: image('survey') },
  { buyerUid: HANA, title: 'Record five sentences in your language', detail: 'Read five short sentences aloud in your native language for a pronunciation library.', requiredWorkers: 8, payableAmount: 18, dueInDays: 14, submissionInfo: 'A link to the audio file and the language name.', image: image('video') },
  { buyerUid: HANA, title: 'Translate app buttons into French', detail: 'Translate forty short button labels into French.', requiredWorkers: 2, payableAmount: 30, dueInDays: 7, submissionInfo: 'A two-column list: English, French.', image: image('translation') },
  { buyerUid: HANA, title: 'Illustrate a vocabulary card', detail: 'Draw a simple illustration for the word "umbrella" for a children\'s deck.', requiredWorkers: 3, payableAmount: 50, dueInDays: 21, submissionInfo: 'A link to your drawing.', image: image('creative') },
  { buyerUid: HANA, title: 'Label sentiment of short reviews', detail: 'Label thirty one-line app reviews as positive, neutral or negative.', requiredWorkers: 5, payableAmount: 14, dueInDays: 8, submissionInfo: 'A link to the completed sheet.', image: image('data-labeling') },
  { buyerUid: HANA, title: 'Join our study-buddy forum launch', detail: 'Create a profile on our forum and write one introduction post.', requiredWorkers: 20, payableAmount: 5, dueInDays: 5, submissionInfo: 'The link to your introduction post.', image: image('community') },
  { buyerUid: HANA, title: 'Research free language podcasts', detail: 'Find five free podcasts for intermediate learners of any language.', requiredWorkers: 4, payableAmount: 16, dueInDays: 11, submissionInfo: 'Podcast names, languages and links.', image: image('web-research') },
  { buyerUid: HANA, title: 'Write a short study tip', detail: 'Share one study tip that works for you in under 100 words.', requiredWorkers: 10, payableAmount: 7, dueInDays: 9, submissionInfo: 'Your tip as plain text.', image: image('writing') },
  { buyerUid: HANA, title: 'Check subtitles of a lesson video', detail: 'Watch a six-minute lesson and flag subtitle lines that are out of sync.', requiredWorkers: 3, payableAmount: 28, dueInDays: 13, submissionInfo: 'Timestamps of lines out of sync.', image: image('video') },
];
