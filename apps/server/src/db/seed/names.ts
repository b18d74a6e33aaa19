/** Common Indian first and last names for demo users and POCs. */
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan', 'Kabir', 'Ananya', 'Diya', 'Saanvi', 'Aadhya', 'Kavya', 'Isha',
  'Meera', 'Priya', 'Neha', 'Pooja', 'Rahul', 'Vikram', 'Siddharth', 'Karan', 'Nikhil', 'Anjali', 'Shreya', 'Ritika', 'Tanvi', 'Aisha', 'Farhan', 'Imran',
  'Gurpreet', 'Harleen', 'Manish', 'Suresh', 'Lakshmi', 'Deepa', 'Arvind', 'Sunita', 'Varun', 'Nandini', 'Zoya', 'Yash', 'Tarun', 'Ritu', 'Joseph', 'Maria',
] as const;
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Mehta', 'Iyer', 'Nair', 'Reddy', 'Rao', 'Patel', 'Shah', 'Desai', 'Kapoor', 'Malhotra', 'Singh', 'Chatterjee', 'Banerjee',
  'Mukherjee', 'Das', 'Bose', 'Pillai', 'Menon', 'Kulkarni', 'Joshi', 'Deshpande', 'Agarwal', 'Bansal', 'Khan', 'Qureshi', 'Fernandes', "D'Souza", 'Gill', 'Sandhu',
] as const;
export const POC_ROLES = ['Marketing Head', 'Brand Manager', 'CMO', 'Head of Sponsorships', 'Media Planner', 'VP Marketing', 'Partnerships Lead', 'Category Manager'] as const;
export const VERTICALS = ['Sports', 'Entertainment', 'Media Sales', 'Brand Partnerships', 'Events & Experiences', 'Digital', 'Corporate'] as const;
