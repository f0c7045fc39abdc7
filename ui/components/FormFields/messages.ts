/** What an e-mail field says when the address is not one (also from the server, for a form posted without JavaScript). */
export const invalidEmailMessage = 'Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.';
