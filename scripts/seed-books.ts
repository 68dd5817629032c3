/**
 * Local seed of the catalogue: 10 genres, named in every language of the app (`npm run
 * i18n:check` fails on a missing one: the API would show it in English), and 110 books, all
 * public-domain or widely known works (title, author, genre only: no invented publishers or
 * dates).
 */
export const seedGenres = [
  {
    id: "genre-classics",
    name: "Classics",
    color: "#8e4585",
    names: { fr: "Classiques", ar: "كلاسيكيات", sw: "Vitabu vya kale" },
  },
  {
    id: "genre-adventure",
    name: "Adventure",
    color: "#c2410c",
    names: { fr: "Aventure", ar: "مغامرات", sw: "Matukio ya kusisimua" },
  },
  {
    id: "genre-science-fiction",
    name: "Science fiction",
    color: "#0e7490",
    names: { fr: "Science-fiction", ar: "خيال علمي", sw: "Hadithi za kisayansi" },
  },
  { id: "genre-fantasy", name: "Fantasy", color: "#6d28d9", names: { fr: "Fantasy", ar: "فانتازيا", sw: "Njozi" } },
  { id: "genre-mystery", name: "Mystery", color: "#374151", names: { fr: "Policier", ar: "غموض", sw: "Upelelezi" } },
  {
    id: "genre-horror",
    name: "Horror",
    color: "#991b1b",
    names: { fr: "Horreur", ar: "رعب", sw: "Hadithi za kutisha" },
  },
  { id: "genre-romance", name: "Romance", color: "#be185d", names: { fr: "Romance", ar: "رومانسية", sw: "Mapenzi" } },
  { id: "genre-poetry", name: "Poetry", color: "#a16207", names: { fr: "Poésie", ar: "شعر", sw: "Ushairi" } },
  {
    id: "genre-philosophy",
    name: "Philosophy",
    color: "#1d4ed8",
    names: { fr: "Philosophie", ar: "فلسفة", sw: "Falsafa" },
  },
  { id: "genre-children", name: "Children's", color: "#15803d", names: { fr: "Jeunesse", ar: "أطفال", sw: "Watoto" } },
] as const;

type GenreName = (typeof seedGenres)[number]["name"];

const books: Record<GenreName, Array<[title: string, author: string]>> = {
  Classics: [
    ["Pride and Prejudice", "Jane Austen"],
    ["Emma", "Jane Austen"],
    ["Sense and Sensibility", "Jane Austen"],
    ["Persuasion", "Jane Austen"],
    ["Jane Eyre", "Charlotte Brontë"],
    ["Wuthering Heights", "Emily Brontë"],
    ["Great Expectations", "Charles Dickens"],
    ["A Tale of Two Cities", "Charles Dickens"],
    ["Oliver Twist", "Charles Dickens"],
    ["David Copperfield", "Charles Dickens"],
    ["Bleak House", "Charles Dickens"],
    ["Middlemarch", "George Eliot"],
    ["Silas Marner", "George Eliot"],
    ["Anna Karenina", "Leo Tolstoy"],
    ["War and Peace", "Leo Tolstoy"],
    ["Crime and Punishment", "Fyodor Dostoevsky"],
    ["The Brothers Karamazov", "Fyodor Dostoevsky"],
    ["Madame Bovary", "Gustave Flaubert"],
    ["Les Misérables", "Victor Hugo"],
    ["The Hunchback of Notre-Dame", "Victor Hugo"],
    ["Moby-Dick", "Herman Melville"],
    ["The Scarlet Letter", "Nathaniel Hawthorne"],
    ["Don Quixote", "Miguel de Cervantes"],
    ["The Picture of Dorian Gray", "Oscar Wilde"],
    ["Little Women", "Louisa May Alcott"],
    ["The Age of Innocence", "Edith Wharton"],
    ["Ulysses", "James Joyce"],
    ["The Great Gatsby", "F. Scott Fitzgerald"],
    ["Mrs Dalloway", "Virginia Woolf"],
    ["Things Fall Apart", "Chinua Achebe"],
  ],
  Adventure: [
    ["Treasure Island", "Robert Louis Stevenson"],
    ["Kidnapped", "Robert Louis Stevenson"],
    ["Robinson Crusoe", "Daniel Defoe"],
    ["The Count of Monte Cristo", "Alexandre Dumas"],
    ["The Three Musketeers", "Alexandre Dumas"],
    ["Around the World in Eighty Days", "Jules Verne"],
    ["Twenty Thousand Leagues Under the Seas", "Jules Verne"],
    ["Journey to the Center of the Earth", "Jules Verne"],
    ["The Call of the Wild", "Jack London"],
    ["White Fang", "Jack London"],
    ["King Solomon's Mines", "H. Rider Haggard"],
    ["Adventures of Huckleberry Finn", "Mark Twain"],
    ["The Adventures of Tom Sawyer", "Mark Twain"],
    ["Gulliver's Travels", "Jonathan Swift"],
    ["The Jungle Book", "Rudyard Kipling"],
    ["Kim", "Rudyard Kipling"],
  ],
  "Science fiction": [
    ["Frankenstein", "Mary Shelley"],
    ["The Time Machine", "H. G. Wells"],
    ["The War of the Worlds", "H. G. Wells"],
    ["The Invisible Man", "H. G. Wells"],
    ["The Island of Doctor Moreau", "H. G. Wells"],
    ["We", "Yevgeny Zamyatin"],
    ["R.U.R.", "Karel Čapek"],
    ["Flatland", "Edwin A. Abbott"],
    ["Herland", "Charlotte Perkins Gilman"],
    ["A Princess of Mars", "Edgar Rice Burroughs"],
  ],
  Fantasy: [
    ["Alice's Adventures in Wonderland", "Lewis Carroll"],
    ["Through the Looking-Glass", "Lewis Carroll"],
    ["The Wonderful Wizard of Oz", "L. Frank Baum"],
    ["Peter Pan", "J. M. Barrie"],
    ["The Hobbit", "J. R. R. Tolkien"],
    ["Phantastes", "George MacDonald"],
    ["The Princess and the Goblin", "George MacDonald"],
    ["The King of Elfland's Daughter", "Lord Dunsany"],
  ],
  Mystery: [
    ["The Hound of the Baskervilles", "Arthur Conan Doyle"],
    ["A Study in Scarlet", "Arthur Conan Doyle"],
    ["The Sign of the Four", "Arthur Conan Doyle"],
    ["The Adventures of Sherlock Holmes", "Arthur Conan Doyle"],
    ["The Moonstone", "Wilkie Collins"],
    ["The Woman in White", "Wilkie Collins"],
    ["The Mysterious Affair at Styles", "Agatha Christie"],
    ["The Secret Adversary", "Agatha Christie"],
    ["The Murder of Roger Ackroyd", "Agatha Christie"],
    ["The Thirty-Nine Steps", "John Buchan"],
    ["The Innocence of Father Brown", "G. K. Chesterton"],
  ],
  Horror: [
    ["Dracula", "Bram Stoker"],
    ["Strange Case of Dr Jekyll and Mr Hyde", "Robert Louis Stevenson"],
    ["Carmilla", "Sheridan Le Fanu"],
    ["The Turn of the Screw", "Henry James"],
    ["The Fall of the House of Usher", "Edgar Allan Poe"],
    ["The Legend of Sleepy Hollow", "Washington Irving"],
    ["The Call of Cthulhu", "H. P. Lovecraft"],
    ["The Phantom of the Opera", "Gaston Leroux"],
  ],
  Romance: [
    ["North and South", "Elizabeth Gaskell"],
    ["Far from the Madding Crowd", "Thomas Hardy"],
    ["Tess of the d'Urbervilles", "Thomas Hardy"],
    ["A Room with a View", "E. M. Forster"],
    ["The Enchanted April", "Elizabeth von Arnim"],
    ["Northanger Abbey", "Jane Austen"],
  ],
  Poetry: [
    ["Leaves of Grass", "Walt Whitman"],
    ["The Divine Comedy", "Dante Alighieri"],
    ["The Odyssey", "Homer"],
    ["The Iliad", "Homer"],
    ["Paradise Lost", "John Milton"],
    ["The Canterbury Tales", "Geoffrey Chaucer"],
    ["Songs of Innocence and of Experience", "William Blake"],
    ["Rubáiyát of Omar Khayyám", "Omar Khayyám"],
    ["Gitanjali", "Rabindranath Tagore"],
    ["The Prophet", "Kahlil Gibran"],
  ],
  Philosophy: [
    ["Meditations", "Marcus Aurelius"],
    ["The Republic", "Plato"],
    ["Thus Spoke Zarathustra", "Friedrich Nietzsche"],
    ["The Prince", "Niccolò Machiavelli"],
    ["Walden", "Henry David Thoreau"],
    ["The Art of War", "Sun Tzu"],
    ["On Liberty", "John Stuart Mill"],
    ["Candide", "Voltaire"],
    ["Utopia", "Thomas More"],
    ["A Vindication of the Rights of Woman", "Mary Wollstonecraft"],
  ],
  "Children's": [
    ["The Secret Garden", "Frances Hodgson Burnett"],
    ["A Little Princess", "Frances Hodgson Burnett"],
    ["Heidi", "Johanna Spyri"],
    ["Black Beauty", "Anna Sewell"],
    ["The Wind in the Willows", "Kenneth Grahame"],
    ["Anne of Green Gables", "L. M. Montgomery"],
    ["The Adventures of Pinocchio", "Carlo Collodi"],
    ["The Velveteen Rabbit", "Margery Williams"],
    ["The Railway Children", "E. Nesbit"],
    ["Winnie-the-Pooh", "A. A. Milne"],
  ],
};

export interface SeedBook {
  id: string;
  title: string;
  author: string;
  genreId: string;
}

export function seedBooks(): SeedBook[] {
  const list: SeedBook[] = [];
  for (const genre of seedGenres) {
    for (const [title, author] of books[genre.name]) {
      list.push({ id: `seed-book-${String(list.length + 1).padStart(3, "0")}`, title, author, genreId: genre.id });
    }
  }
  return list;
}
