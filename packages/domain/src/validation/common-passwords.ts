// A small bundled list of the most common passwords (public breach-frequency lists, lower case), refused
// for newly set passwords (decided here: spec §5 gives only strength; a common password is still easy).

/** The most common passwords, lower case; a password matches when its lower-cased form is listed. */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777',
  '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh',
  'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000',
  'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george',
  'computer', 'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom',
  '777777', 'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer',
  'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas',
  'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom', 'monitor', 'monitoring', 'montana', 'moon',
  'moscow', 'password1', 'passw0rd', 'password12', 'password123', 'p@ssw0rd', 'p@ssword', 'pa$$word',
  'welcome', 'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'login', 'qwerty123', 'qwerty1',
  'abc12345', 'abcd1234', 'a1b2c3d4', 'iloveyou1', 'letmein1', 'monkey1', 'dragon1', 'baseball1', 'football1',
  'sunshine1', 'princess1', 'charlie1', 'michael1', 'shadow1', 'master1', 'superman1', 'batman1', 'trustno1!',
  'jordan23', 'qwe123', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'asdf1234',
  'asdfghjkl', 'zxcvbnm1', 'changeme', 'changeme1', 'secret', 'secret1', 'default', 'guest', 'test', 'test123',
  'test1234', 'temp', 'temp123', 'root', 'toor', 'hello', 'hello123', 'hello1', 'whatever', 'qazwsx123',
  'starwars1', 'pokemon', 'pokemon1', 'liverpool', 'arsenal', 'chelsea1', 'london', 'london1', 'samsung',
  'samsung1', 'google', 'google1', 'computer1', 'internet', '123abc', 'abc123456', '1234qwer', 'qwer1234',
  '12qwaszx', '1qazxsw2', 'flower', 'flower1', 'lovely', 'lovely1', 'loveme', 'loveme1', 'hottie', 'angel',
  'angel1', 'family', 'family1', 'jesus', 'jesus1', 'blessed', 'blessed1', 'summer1', 'summer2020',
  'summer2021', 'summer2022', 'summer2023', 'summer2024', 'winter2023', 'winter2024', 'spring2024',
  'autumn2024', 'fall2024', 'spring2025', 'summer2025', 'winter2025', 'spring2023', 'dental', 'dental1',
  'dentist', 'dentist1', 'smile', 'smile1',
];
