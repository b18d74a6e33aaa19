/** email-providers: the domains of free and public mail providers (gmail.com, rediffmail.com…), lower case. */
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
