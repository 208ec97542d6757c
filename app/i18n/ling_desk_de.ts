<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>docs</name>
    <message>
        <source>cannot be read: {why}</source>
        <translation>kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>damaged or truncated {kind} file ({error})</source>
        <translation>beschädigte oder unvollständige {kind}-Datei ({error})</translation>
    </message>
    <message>
        <source>refused: more than {cells} spreadsheet cells, the most one document may bring into the library (split it into smaller files)</source>
        <translation>abgelehnt: mehr als {cells} Tabellenzellen, das Höchste, was ein Dokument in die Bibliothek bringen darf (teilen Sie es in kleinere Dateien auf)</translation>
    </message>
    <message>
        <source>refused: more than {chars} characters of text, the most one document may bring into the library (split it into smaller files)</source>
        <translation>abgelehnt: mehr als {chars} Zeichen Text, das Höchste, was ein Dokument in die Bibliothek bringen darf (teilen Sie es in kleinere Dateien auf)</translation>
    </message>
    <message>
        <source>not a document type Ling Desk reads ({suffix})</source>
        <translation>kein Dokumenttyp, den Ling Desk liest ({suffix})</translation>
    </message>
    <message>
        <source>needs more memory than extraction is allowed</source>
        <translation>braucht mehr Speicher, als die Textextraktion nutzen darf</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>too large: {size} (the limit is {limit})</source>
        <translation>zu groß: {size} (die Grenze liegt bei {limit})</translation>
    </message>
    <message>
        <source>too large: over {limit} (the limit is {limit})</source>
        <translation>zu groß: über {limit} (die Grenze liegt bei {limit})</translation>
    </message>
    <message>
        <source>refused: its text makes more than {passages} passages, the most one document may bring into the library (split it into smaller files)</source>
        <translation>abgelehnt: der Text ergibt mehr als {passages} Textstellen, das Höchste, was ein Dokument in die Bibliothek bringen darf (teilen Sie es in kleinere Dateien auf)</translation>
    </message>
    <message>
        <source>binary content, not text (a wrong extension?)</source>
        <translation>binärer Inhalt, kein Text (falsche Dateiendung?)</translation>
    </message>
    <message>
        <source>not an e-mail message (no headers or body)</source>
        <translation>keine E-Mail-Nachricht (weder Kopfzeilen noch Text)</translation>
    </message>
    <message>
        <source>not a PDF file (no PDF header; a wrong extension?)</source>
        <translation>keine PDF-Datei (kein PDF-Header; falsche Dateiendung?)</translation>
    </message>
    <message>
        <source>encrypted: the password is wrong</source>
        <translation>verschlüsselt: das Passwort ist falsch</translation>
    </message>
    <message>
        <source>encrypted: a password is needed</source>
        <translation>verschlüsselt: ein Passwort wird benötigt</translation>
    </message>
    <message>
        <source>damaged or truncated PDF (the PDF reader refused it)</source>
        <translation>beschädigtes oder unvollständiges PDF (der PDF-Leser hat es abgelehnt)</translation>
    </message>
    <message numerus="yes">
        <source>no text layer: %n page(s) of images only (a scan?); text recognition (OCR) is not installed</source>
        <translation>
            <numerusform>keine Textebene: %n Seite nur mit Bildern (ein Scan?); Texterkennung (OCR) ist nicht installiert</numerusform>
            <numerusform>keine Textebene: %n Seiten nur mit Bildern (ein Scan?); Texterkennung (OCR) ist nicht installiert</numerusform>
        </translation>
    </message>
    <message>
        <source>not a {kind} file (not a zip archive; a wrong extension?)</source>
        <translation>keine {kind}-Datei (kein ZIP-Archiv; falsche Dateiendung?)</translation>
    </message>
    <message>
        <source>refused: would inflate to {size} from {packed} (a zip bomb?)</source>
        <translation>abgelehnt: würde sich von {packed} auf {size} entpacken (eine ZIP-Bombe?)</translation>
    </message>
    <message>
        <source>not a valid {kind} file ({name} is missing)</source>
        <translation>keine gültige {kind}-Datei ({name} fehlt)</translation>
    </message>
    <message>
        <source>stopped after {files} files (the most one add takes); the rest of this folder was not added (add its subfolders instead)</source>
        <translation>nach {files} Dateien angehalten (das Höchste für einmal Hinzufügen); der Rest dieses Ordners wurde nicht hinzugefügt (fügen Sie stattdessen seine Unterordner hinzu)</translation>
    </message>
    <message>
        <source>no text in it</source>
        <translation>enthält keinen Text</translation>
    </message>
    <message>
        <source>headers</source>
        <comment>of an e-mail</comment>
        <translation>Kopfzeilen</translation>
    </message>
    <message>
        <source>body</source>
        <comment>of an e-mail</comment>
        <translation>Nachrichtentext</translation>
    </message>
    <message>
        <source>attachments</source>
        <comment>of an e-mail</comment>
        <translation>Anhänge</translation>
    </message>
    <message>
        <source>heading {title}</source>
        <translation>Überschrift „{title}“</translation>
    </message>
    <message>
        <source>sheet {name}</source>
        <translation>Tabellenblatt „{name}“</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>slide {slide}</source>
        <translation>Folie {slide}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>pages {first}-{last}</source>
        <translation>Seiten {first}–{last}</translation>
    </message>
    <message>
        <source>rows {first}-{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>{sheet}, {rows}</source>
        <comment>a sheet's rows</comment>
        <translation>{sheet}, {rows}</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <comment>places in a document</comment>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>the extraction process could not start</source>
        <translation>der Extraktionsprozess konnte nicht starten</translation>
    </message>
    <message>
        <source>reading it took longer than {s} s; stopped</source>
        <translation>das Lesen dauerte länger als {s} s; abgebrochen</translation>
    </message>
    <message>
        <source>refused: its text is more than one document may bring in</source>
        <translation>abgelehnt: der Text ist mehr, als ein Dokument einbringen darf</translation>
    </message>
    <message>
        <source>the reader crashed on this file ({signal}); it may be damaged or need more than the {size} extraction may use</source>
        <translation>der Leser ist bei dieser Datei abgestürzt ({signal}); sie ist vielleicht beschädigt oder braucht mehr als die {size}, die die Extraktion nutzen darf</translation>
    </message>
    <message>
        <source>the reader crashed on this file ({signal})</source>
        <translation>der Leser ist bei dieser Datei abgestürzt ({signal})</translation>
    </message>
    <message>
        <source>the reader stopped on this file (exit {code})</source>
        <translation>der Leser hat bei dieser Datei aufgehört (Exit-Code {code})</translation>
    </message>
    <message>
        <source>a symbolic link to {target}, outside the added folder; not followed</source>
        <translation>ein symbolischer Link auf {target}, außerhalb des hinzugefügten Ordners; nicht gefolgt</translation>
    </message>
    <message>
        <source>a broken or looping symbolic link</source>
        <translation>ein defekter oder zirkulärer symbolischer Link</translation>
    </message>
    <message>
        <source>a symbolic link loop</source>
        <translation>eine Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>needs more memory than allowed</source>
        <translation>braucht mehr Speicher als erlaubt</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>zu tief verschachtelt zum Lesen</translation>
    </message>
    <message>
        <source>could not be read ({error})</source>
        <translation>konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>This passage came from an encrypted document: its text is kept only while Ling Desk runs, never on disk. Attach the document again, with its password, to read it here.</source>
        <translation>Diese Textstelle stammt aus einem verschlüsselten Dokument: Ihr Text wird nur aufbewahrt, solange Ling Desk läuft, nie auf der Festplatte. Hängen Sie das Dokument mit seinem Passwort erneut an, um sie hier zu lesen.</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Ordner zeigen</translation>
    </message>
    <message>
        <source>Copy folder path</source>
        <translation>Ordnerpfad kopieren</translation>
    </message>
    <message>
        <source>page {page}, {where}</source>
        <translation>Seite {page}, {where}</translation>
    </message>
    <message>
        <source>[{n}] {name}, {where}</source>
        <comment>a cited source</comment>
        <translation>[{n}] {name}, {where}</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>open a file</comment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open {name} at page {page}</source>
        <translation>{name} auf Seite {page} öffnen</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
    </message>
    <message>
        <source>No program on this machine is registered to open {kind} files ({mime}), so {name} cannot be opened from here. Show the folder that holds it instead, or install a viewer for it.</source>
        <translation>Auf diesem Rechner ist kein Programm für Dateien vom Typ „{kind}“ ({mime}) registriert, daher lässt sich {name} von hier aus nicht öffnen. Zeigen Sie stattdessen den Ordner, der sie enthält, oder installieren Sie ein passendes Anzeigeprogramm.</translation>
    </message>
    <message>
        <source>Copied the folder's path: {folder}</source>
        <translation>Ordnerpfad kopiert: {folder}</translation>
    </message>
    <message>
        <source>Opened the folder {folder} in your file manager.</source>
        <translation>Der Ordner {folder} wurde in Ihrem Dateimanager geöffnet.</translation>
    </message>
    <message>
        <source>No file manager is registered on this machine either. The file is in {folder}: copy the path and open it from where you work.</source>
        <translation>Auf diesem Rechner ist auch kein Dateimanager registriert. Die Datei liegt in {folder}: Kopieren Sie den Pfad und öffnen Sie sie von dort, wo Sie arbeiten.</translation>
    </message>
    <message>
        <source>What was sent</source>
        <translation>Was gesendet wurde</translation>
    </message>
    <message numerus="yes">
        <source>This answer cites none of the %n passage(s) it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</source>
        <translation>
            <numerusform>Diese Antwort zitiert die %n Textstelle nicht, die sie erhalten hat: Das Modell hat geantwortet, ohne eine zu nennen. Hier steht, was mit der Frage gesendet wurde; klicken Sie auf eine Textstelle, um sie so zu lesen, wie das Modell sie erhalten hat.</numerusform>
            <numerusform>Diese Antwort zitiert keine der %n Textstellen, die sie erhalten hat: Das Modell hat geantwortet, ohne eine zu nennen. Hier steht, was mit der Frage gesendet wurde; klicken Sie auf eine Textstelle, um sie so zu lesen, wie das Modell sie erhalten hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>(The passages are no longer here.)</source>
        <translation>(Die Textstellen sind nicht mehr vorhanden.)</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Your document library, on this machine only. A chat draws on it with the composer's Library switch, or on the documents you choose here (Use in chat). Documents attached in a chat stay with their conversation: they come here only when you tick Also add to library as you send them.</source>
        <translation>Ihre Dokumentbibliothek, nur auf diesem Rechner. Ein Chat greift über den Bibliotheksschalter im Eingabefeld auf sie zu, oder auf die Dokumente, die Sie hier auswählen („Im Chat verwenden“). In einem Chat angehängte Dokumente bleiben bei ihrem Chat: Hierher kommen sie nur, wenn Sie beim Senden „Auch zur Bibliothek hinzufügen“ ankreuzen.</translation>
    </message>
    <message>
        <source>Documents in the library</source>
        <translation>Dokumente in der Bibliothek</translation>
    </message>
    <message>
        <source>Each document, its state and size</source>
        <translation>Jedes Dokument mit Zustand und Größe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Dateien hinzufügen …</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen …</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the chosen documents and their text from the index</source>
        <translation>Die ausgewählten Dokumente und ihren Text aus dem Index entfernen</translation>
    </message>
    <message>
        <source>Use in chat</source>
        <translation>Im Chat verwenden</translation>
    </message>
    <message>
        <source>Attach the chosen documents to your next message</source>
        <translation>Die ausgewählten Dokumente an Ihre nächste Nachricht anhängen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Add documents to the library; they are read and indexed on this machine</source>
        <translation>Dokumente zur Bibliothek hinzufügen; sie werden auf diesem Rechner gelesen und indexiert</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add every document in a folder to the library</source>
        <translation>Alle Dokumente eines Ordners zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Close the document library</source>
        <translation>Die Dokumentbibliothek schließen</translation>
    </message>
    <message numerus="yes">
        <source>Brought up to date: %n file(s) changed on disk.</source>
        <translation>
            <numerusform>Aktualisiert: %n Datei auf der Festplatte hat sich geändert.</numerusform>
            <numerusform>Aktualisiert: %n Dateien auf der Festplatte haben sich geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be read: {error}</source>
        <translation>Die Bibliothek konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>indexed</source>
        <comment>a document's state</comment>
        <translation>indexiert</translation>
    </message>
    <message>
        <source>failed: {why}</source>
        <comment>a document's state</comment>
        <translation>fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>{note} {summary}</source>
        <comment>how the last add ended, then the summary</comment>
        <translation>{note} {summary}</translation>
    </message>
    <message>
        <source>The library is empty: Add files… or Add folder… (kept in sync when added again).</source>
        <translation>Die Bibliothek ist leer: „Dateien hinzufügen …“ oder „Ordner hinzufügen …“ (erneut Hinzugefügtes wird abgeglichen).</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) indexed</source>
        <translation>
            <numerusform>%n Dokument indexiert</numerusform>
            <numerusform>%n Dokumente indexiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message>
        <source>{documents}, {pages}, {tokens}</source>
        <comment>the library's summary</comment>
        <translation>{documents}, {pages}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (State says why)</source>
        <translation>
            <numerusform>%n konnte nicht gelesen werden („Zustand“ nennt den Grund)</numerusform>
            <numerusform>%n konnten nicht gelesen werden („Zustand“ nennt den Grund)</numerusform>
        </translation>
    </message>
    <message>
        <source>{documents}, {pages}, {tokens}; {failed}</source>
        <comment>the library's summary</comment>
        <translation>{documents}, {pages}, {tokens}; {failed}</translation>
    </message>
    <message>
        <source>Add documents to the library</source>
        <translation>Dokumente zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Add a folder to the library</source>
        <translation>Einen Ordner zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Dokumente werden gesucht …</translation>
    </message>
    <message numerus="yes">
        <source>%n read · {name}</source>
        <comment>files read so far</comment>
        <translation>
            <numerusform>%n gelesen · {name}</numerusform>
            <numerusform>%n gelesen · {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding stopped: {error}.</source>
        <translation>Hinzufügen abgebrochen: {error}.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n file(s); what was read is kept.</source>
        <translation>
            <numerusform>Nach %n Datei abgebrochen; das bereits Gelesene bleibt erhalten.</numerusform>
            <numerusform>Nach %n Dateien abgebrochen; das bereits Gelesene bleibt erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s).</source>
        <translation>
            <numerusform>%n Datei hinzugefügt.</numerusform>
            <numerusform>%n Dateien hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s), {failed} could not be read.</source>
        <translation>
            <numerusform>%n Datei hinzugefügt, davon nicht lesbar: {failed}.</numerusform>
            <numerusform>%n Dateien hinzugefügt, davon nicht lesbar: {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} und %n weiterer</numerusform>
            <numerusform>{names} und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>{note} Skipped links that lead outside the folder: {names}.</source>
        <translation>{note} Links, die aus dem Ordner hinausführen, wurden übersprungen: {names}.</translation>
    </message>
    <message>
        <source>Stopping after the file being read…</source>
        <translation>Wird nach der gerade gelesenen Datei angehalten …</translation>
    </message>
    <message>
        <source>Removing stopped: {error}.</source>
        <translation>Entfernen abgebrochen: {error}.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed and erased from disk.</source>
        <translation>
            <numerusform>%n Dokument entfernt und von der Festplatte gelöscht.</numerusform>
            <numerusform>%n Dokumente entfernt und von der Festplatte gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed; their text leaves the disk once no other program reads the library.</source>
        <translation>
            <numerusform>%n Dokument entfernt; sein Text verschwindet von der Festplatte, sobald kein anderes Programm die Bibliothek mehr liest.</numerusform>
            <numerusform>%n Dokumente entfernt; ihr Text verschwindet von der Festplatte, sobald kein anderes Programm die Bibliothek mehr liest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>Engine von Ling Desk gestoppt</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Applies when Ling Desk restarts.</source>
        <translation>Gilt nach einem Neustart von Ling Desk.</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Ling Desk restarts.</source>
        <translation>Die neue Sprache gilt nach einem Neustart von Ling Desk.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Show or hide the conversation list (Ctrl+Shift+B)</source>
        <translation>Chatliste ein- oder ausblenden (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Show or hide the engine panel</source>
        <translation>Engine-Bereich ein- oder ausblenden</translation>
    </message>
    <message>
        <source>the last conversation</source>
        <translation>den letzten Chat</translation>
    </message>
    <message>
        <source>Local API alarm</source>
        <translation>Alarm der lokalen API</translation>
    </message>
    <message>
        <source>Connect an app…</source>
        <translation>App verbinden …</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Open the page that says how apps reach Ling</source>
        <translation>Seite öffnen, die zeigt, wie Apps Ling erreichen</translation>
    </message>
    <message>
        <source>⇄ serving {names}</source>
        <translation>⇄ bedient {names}</translation>
    </message>
    <message>
        <source>The engine is answering a request from {names} through the local API.</source>
        <translation>Die Engine beantwortet über die lokale API eine Anfrage von {names}.</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Import conversation (JSON)…</source>
        <translation>Chat importieren (JSON) …</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren …</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>Dokumente …</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>Die Dokumentbibliothek</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Activity log…</source>
        <translation>Aktivitätsprotokoll …</translation>
    </message>
    <message>
        <source>The activity log: who used what, proven unchanged</source>
        <translation>Das Aktivitätsprotokoll: wer was genutzt hat, nachweislich unverändert</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Copy last code block</source>
        <translation>Letzten Codeblock kopieren</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>Chat umbenennen</translation>
    </message>
    <message>
        <source>Conversation settings…</source>
        <translation>Chat-Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>The side panel: a narrow chat, always on top</source>
        <translation>Die Seitenleiste: ein schmaler Chat, immer im Vordergrund</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Chatliste</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Chatliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log…</source>
        <translation>Protokoll anzeigen …</translation>
    </message>
    <message>
        <source>Connect an app (editors, agents)…</source>
        <translation>App verbinden (Editoren, Agenten) …</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder…</source>
        <translation>Benchmark: die Optimierungsleiter …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Stop the answer; in the search, clear it</source>
        <translation>Antwort anhalten; in der Suche: Suche leeren</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Larger text (the window and the chat)</source>
        <translation>Größere Schrift (Fenster und Chat)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>Schrift in normaler Größe</translation>
    </message>
    <message>
        <source>Restored “{title}”.</source>
        <translation>„{title}“ wiederhergestellt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details …</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not started</source>
        <translation>Engine nicht gestartet</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk hat „{title}“ nicht wieder geöffnet: Der Chat konnte beim letzten Mal nicht angezeigt werden; öffnen Sie ihn in der Liste.</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <source>tool server {name} is not used: {problem}</source>
        <translation>Tool-Server {name} wird nicht verwendet: {problem}</translation>
    </message>
    <message>
        <source>tool server {name}: the saved value of {names} is gone from the keyring; enter it again in Settings &gt; Tools</source>
        <translation>Tool-Server {name}: Der gespeicherte Wert von {names} fehlt im Schlüsselbund; geben Sie ihn unter Einstellungen &gt; Tools erneut ein</translation>
    </message>
    <message>
        <source>This is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>Das ist kein gültiges JSON (Zeile {line}, Spalte {column}: {problem}).</translation>
    </message>
    <message>
        <source>Expected a JSON object like {{"mcpServers": {{"name": {{...}}}}}}.</source>
        <translation>Erwartet wird ein JSON-Objekt wie {{"mcpServers": {{"name": {{...}}}}}}.</translation>
    </message>
    <message>
        <source>No "mcpServers" object found: expected {{"mcpServers": {{"name": {{"command": ...}}}}}}.</source>
        <translation>Kein "mcpServers"-Objekt gefunden: erwartet wird {{"mcpServers": {{"name": {{"command": ...}}}}}}.</translation>
    </message>
    <message>
        <source>"mcpServers" must be an object mapping names to servers.</source>
        <translation>"mcpServers" muss ein Objekt sein, das Namen auf Server abbildet.</translation>
    </message>
    <message>
        <source>server {name}: {problem}</source>
        <translation>Server {name}: {problem}</translation>
    </message>
    <message>
        <source>a name is 1-64 letters, digits, spaces, '_' or '-', starting with one</source>
        <translation>ein Name besteht aus 1–64 Buchstaben, Ziffern, Leerzeichen, '_' oder '-' und beginnt mit einem davon</translation>
    </message>
    <message>
        <source>must be an object with a 'command' (a program) or a 'url' (an HTTP server)</source>
        <translation>muss ein Objekt mit 'command' (ein Programm) oder 'url' (ein HTTP-Server) sein</translation>
    </message>
    <message>
        <source>'type' must be a string such as "stdio" or "http"</source>
        <translation>'type' muss eine Zeichenkette wie "stdio" oder "http" sein</translation>
    </message>
    <message>
        <source>the old SSE transport is not supported; use the server's Streamable HTTP endpoint ("type": "http", usually a URL ending in /mcp)</source>
        <translation>der alte SSE-Transport wird nicht unterstützt; verwenden Sie den Streamable-HTTP-Endpunkt des Servers ("type": "http", meist eine URL, die auf /mcp endet)</translation>
    </message>
    <message>
        <source>unknown type {type}: use "stdio" or "http"</source>
        <translation>unbekannter Typ {type}: verwenden Sie "stdio" oder "http"</translation>
    </message>
    <message>
        <source>has both 'command' and 'url': give one (or set "type")</source>
        <translation>hat sowohl 'command' als auch 'url': geben Sie eines an (oder setzen Sie "type")</translation>
    </message>
    <message>
        <source>server {name}: 'confirmedRemote' is set by Ling Desk when you agree to its warning; it was ignored in pasted text</source>
        <translation>Server {name}: 'confirmedRemote' setzt Ling Desk, wenn Sie seiner Warnung zustimmen; in eingefügtem Text wurde es ignoriert</translation>
    </message>
    <message>
        <source>needs a 'command': the program that runs the server (for example "npx")</source>
        <translation>braucht ein 'command': das Programm, das den Server ausführt (zum Beispiel "npx")</translation>
    </message>
    <message>
        <source>'args' must be a list of strings</source>
        <translation>'args' muss eine Liste von Zeichenketten sein</translation>
    </message>
    <message>
        <source>'cwd' must be a folder path (a string)</source>
        <translation>'cwd' muss ein Ordnerpfad sein (eine Zeichenkette)</translation>
    </message>
    <message>
        <source>needs a 'url' (for example "http://127.0.0.1:8000/mcp")</source>
        <translation>braucht eine 'url' (zum Beispiel "http://127.0.0.1:8000/mcp")</translation>
    </message>
    <message>
        <source>the url {url} is not valid ({error})</source>
        <translation>die URL {url} ist ungültig ({error})</translation>
    </message>
    <message>
        <source>the url {url} must start with http:// or https:// and name a host</source>
        <translation>die URL {url} muss mit http:// oder https:// beginnen und einen Host nennen</translation>
    </message>
    <message>
        <source>put credentials in 'headers', not in the url (user:pass@ is refused)</source>
        <translation>Zugangsdaten gehören in 'headers', nicht in die URL (user:pass@ wird abgelehnt)</translation>
    </message>
    <message>
        <source>server {name}: {host} is not on this machine; the conversation's data goes there once you agree</source>
        <translation>Server {name}: {host} ist nicht auf diesem Rechner; die Daten des Chats gehen dorthin, sobald Sie zustimmen</translation>
    </message>
    <message>
        <source>'{what}' must be an object of names to strings</source>
        <translation>'{what}' muss ein Objekt von Namen auf Zeichenketten sein</translation>
    </message>
    <message>
        <source>'{what}' value for {key} must be a string</source>
        <translation>'{what}'-Wert für {key} muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>{path} could not be read: {error}</source>
        <translation>{path} konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>its input schema is not a JSON object</source>
        <translation>sein Eingabeschema ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>its input schema has type {type}; tools take an object</source>
        <translation>sein Eingabeschema hat den Typ {type}; Tools nehmen ein Objekt</translation>
    </message>
    <message>
        <source>top level</source>
        <comment>of a schema</comment>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>its input schema is not valid JSON Schema ({where}: {problem})</source>
        <translation>sein Eingabeschema ist kein gültiges JSON Schema ({where}: {problem})</translation>
    </message>
    <message>
        <source>No tool server is named {name}.</source>
        <translation>Es gibt keinen Tool-Server namens {name}.</translation>
    </message>
    <message>
        <source>The tool server {name} is turned off.</source>
        <translation>Der Tool-Server {name} ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>{url} is not on this machine: the conversation's data would go there. Agree to that in Settings &gt; Tools first.</source>
        <translation>{url} ist nicht auf diesem Rechner: Die Daten des Chats gingen dorthin. Stimmen Sie dem zuerst unter Einstellungen &gt; Tools zu.</translation>
    </message>
    <message>
        <source>It wrote lines that are not MCP messages: {line}.</source>
        <translation>Er hat Zeilen geschrieben, die keine MCP-Nachrichten sind: {line}.</translation>
    </message>
    <message>
        <source>The tool server {name} stopped.</source>
        <translation>Der Tool-Server {name} wurde beendet.</translation>
    </message>
    <message>
        <source>The tool server {name} sent a message larger than {size}; Ling Desk stopped reading it there and stopped the server. It starts again when next needed.</source>
        <translation>Der Tool-Server {name} hat eine Nachricht über {size} gesendet; Ling Desk hat dort aufgehört zu lesen und den Server gestoppt. Er startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>The tool server {name} did not answer the MCP handshake within {s} s.</source>
        <translation>Der Tool-Server {name} hat den MCP-Handshake nicht innerhalb von {s} s beantwortet.</translation>
    </message>
    <message>
        <source>The tool server {name} at {url} is not reachable ({error}).</source>
        <translation>Der Tool-Server {name} unter {url} ist nicht erreichbar ({error}).</translation>
    </message>
    <message>
        <source>The tool server {name} did not start: its working folder {folder} does not exist.</source>
        <translation>Der Tool-Server {name} ist nicht gestartet: Sein Arbeitsordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <source>The tool server {name} ({command}) did not start: {error}.</source>
        <translation>Der Tool-Server {name} ({command}) ist nicht gestartet: {error}.</translation>
    </message>
    <message>
        <source>The tool server {name} failed: {error}.</source>
        <translation>Der Tool-Server {name} ist fehlgeschlagen: {error}.</translation>
    </message>
    <message>
        <source>The tool server {name} is not ready.</source>
        <translation>Der Tool-Server {name} ist nicht bereit.</translation>
    </message>
    <message>
        <source>The tool {tool} failed: {error}</source>
        <translation>Das Tool {tool} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The tool server {name} sent a message that is not valid JSON-RPC: {what}</source>
        <translation>Der Tool-Server {name} hat eine Nachricht gesendet, die kein gültiges JSON-RPC ist: {what}</translation>
    </message>
    <message>
        <source>The tool server {name} broke the protocol (it sent something that is not valid JSON-RPC: {what}); it was stopped and starts again when next needed.</source>
        <translation>Der Tool-Server {name} hat das Protokoll verletzt (er hat etwas gesendet, das kein gültiges JSON-RPC ist: {what}); er wurde gestoppt und startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>The tool {tool} did not answer within {s} s; stopped waiting.</source>
        <translation>Das Tool {tool} hat nicht innerhalb von {s} s geantwortet; das Warten wurde beendet.</translation>
    </message>
    <message>
        <source>The result of {tool} was cut at {size}: the tool sent more than that, so Ling Desk stopped reading it and stopped the server (it starts again when next needed).</source>
        <translation>Das Ergebnis von {tool} wurde bei {size} abgeschnitten: Das Tool hat mehr gesendet, daher hat Ling Desk aufgehört zu lesen und den Server gestoppt (er startet beim nächsten Bedarf neu).</translation>
    </message>
    <message>
        <source>Its beginning:
{text}</source>
        <translation>Sein Anfang:
{text}</translation>
    </message>
    <message>
        <source>its last output: {text}</source>
        <translation>seine letzte Ausgabe: {text}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between details</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool} ({details}).</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief ({details}).</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool} ({details}); it starts again when next needed.</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief ({details}); er startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool}.</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief.</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool}; it starts again when next needed.</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief; er startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>Its last output: {text}</source>
        <translation>Seine letzte Ausgabe: {text}</translation>
    </message>
    <message>
        <source>It was ended by {signal}.</source>
        <translation>Er wurde durch {signal} beendet.</translation>
    </message>
    <message>
        <source>it was ended by {signal}</source>
        <translation>durch {signal} beendet</translation>
    </message>
    <message>
        <source>It exited with status {code}.</source>
        <translation>Er hat sich mit Status {code} beendet.</translation>
    </message>
    <message>
        <source>it exited with status {code}</source>
        <translation>mit Status {code} beendet</translation>
    </message>
    <message>
        <source>no such program ({name})</source>
        <translation>kein solches Programm ({name})</translation>
    </message>
    <message>
        <source>Not run: the user denied this call.</source>
        <translation>Nicht ausgeführt: Der Benutzer hat diesen Aufruf abgelehnt.</translation>
    </message>
    <message>
        <source>Not run: the limit of {rounds} tool rounds was reached.</source>
        <translation>Nicht ausgeführt: Die Grenze von {rounds} Tool-Runden wurde erreicht.</translation>
    </message>
    <message>
        <source>Not run: stopped by the user.</source>
        <translation>Nicht ausgeführt: vom Benutzer gestoppt.</translation>
    </message>
    <message>
        <source>The call failed: {error}</source>
        <translation>Der Aufruf ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The tool reported an error: {text}</source>
        <translation>Das Tool hat einen Fehler gemeldet: {text}</translation>
    </message>
    <message>
        <source>(no details)</source>
        <translation>(keine Details)</translation>
    </message>
    <message>
        <source>The secrets of MCP server {name} are kept in {path} (readable by you only) because no keyring service is available.</source>
        <translation>Die Geheimnisse des MCP-Servers {name} liegen in {path} (nur für Sie lesbar), weil kein Schlüsselbunddienst verfügbar ist.</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: wants to run</source>
        <translation>Tool {tool} auf {server}: möchte ausgeführt werden</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: running…</source>
        <translation>Tool {tool} auf {server}: läuft …</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: ran</source>
        <translation>Tool {tool} auf {server}: ausgeführt</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: failed</source>
        <translation>Tool {tool} auf {server}: fehlgeschlagen</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: not run</source>
        <translation>Tool {tool} auf {server}: nicht ausgeführt</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: {state}</source>
        <translation>Tool {tool} auf {server}: {state}</translation>
    </message>
    <message>
        <source>MCP server {server}, tool {tool}</source>
        <translation>MCP-Server {server}, Tool {tool}</translation>
    </message>
    <message>
        <source>Allow &amp;once</source>
        <translation>&amp;Einmal erlauben</translation>
    </message>
    <message>
        <source>Run this call now; ask again next time (Alt+O)</source>
        <translation>Diesen Aufruf jetzt ausführen; beim nächsten Mal wieder fragen (Alt+E)</translation>
    </message>
    <message>
        <source>&amp;Always allow this tool</source>
        <translation>Dieses Tool &amp;immer erlauben</translation>
    </message>
    <message>
        <source>Run {tool} without asking from now on (revoke in Settings &gt; Tools) (Alt+A)</source>
        <translation>{tool} ab jetzt ohne Nachfrage ausführen (widerrufen unter Einstellungen &gt; Tools) (Alt+I)</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <source>Do not run it; Ling is told it was denied (Alt+D or Esc)</source>
        <translation>Nicht ausführen; Ling erfährt, dass es abgelehnt wurde (Alt+L oder Esc)</translation>
    </message>
    <message>
        <source>Keys: Alt+O allow once · Alt+A always allow · Alt+D or Esc deny this call (the answer goes on without it)</source>
        <translation>Tasten: Alt+E einmal erlauben · Alt+I immer erlauben · Alt+L oder Esc diesen Aufruf ablehnen (die Antwort geht ohne ihn weiter)</translation>
    </message>
    <message>
        <source>Result: {text}</source>
        <translation>Ergebnis: {text}</translation>
    </message>
    <message>
        <source>Result (empty)</source>
        <translation>Ergebnis (leer)</translation>
    </message>
    <message>
        <source>Tool {tool} allowed once.</source>
        <translation>Tool {tool} einmal erlaubt.</translation>
    </message>
    <message>
        <source>Tool {tool} always allowed.</source>
        <translation>Tool {tool} immer erlaubt.</translation>
    </message>
    <message>
        <source>Tool {tool} denied.</source>
        <translation>Tool {tool} abgelehnt.</translation>
    </message>
    <message>
        <source>Permission asked: tool {tool} on {server} wants to run. Allow once, Alt+O; always allow, Alt+A; deny, Alt+D or Esc.</source>
        <translation>Berechtigung angefragt: Tool {tool} auf {server} möchte ausgeführt werden. Einmal erlauben, Alt+E; immer erlauben, Alt+I; ablehnen, Alt+L oder Esc.</translation>
    </message>
    <message>
        <source>{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}</source>
        <translation>{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}</translation>
    </message>
    <message>
        <source>The tool server {name} is at {url}, which is not on this machine.

When Ling uses its tools, the conversation's data (the tool's arguments, and whatever Ling puts in them from your chat and documents) leaves this machine and goes there.

Save it anyway?</source>
        <translation>Der Tool-Server {name} liegt unter {url}, also nicht auf diesem Rechner.

Wenn Ling seine Tools nutzt, verlassen die Daten des Chats (die Argumente des Tools und alles, was Ling aus Ihrem Chat und Ihren Dokumenten hineinschreibt) diesen Rechner und gehen dorthin.

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>MCP servers give Ling tools. Paste a block in the common &lt;b&gt;mcpServers&lt;/b&gt; notation (as other apps' docs give it) or edit it here. Each call asks your permission first.</source>
        <translation>MCP-Server geben Ling Tools. Fügen Sie einen Block in der üblichen &lt;b&gt;mcpServers&lt;/b&gt;-Schreibweise ein (wie ihn die Dokumentation anderer Apps angibt) oder bearbeiten Sie ihn hier. Jeder Aufruf fragt zuerst nach Ihrer Erlaubnis.</translation>
    </message>
    <message>
        <source>Tool servers as JSON</source>
        <translation>Tool-Server als JSON</translation>
    </message>
    <message>
        <source>The MCP servers, in the mcpServers form other apps use; checked when you save</source>
        <translation>Die MCP-Server in der mcpServers-Form, die andere Apps nutzen; beim Speichern geprüft</translation>
    </message>
    <message>
        <source>MCP tool servers off this machine are not allowed (only servers on this machine): set by your organisation</source>
        <translation>MCP-Tool-Server außerhalb dieses Rechners sind nicht erlaubt (nur Server auf diesem Rechner): von Ihrer Organisation festgelegt</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>check the servers</comment>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Read the text and list its servers, or what is wrong</source>
        <translation>Den Text lesen und seine Server auflisten, oder was daran falsch ist</translation>
    </message>
    <message>
        <source>Tool servers</source>
        <translation>Tool-Server</translation>
    </message>
    <message>
        <source>Each server, its state and its tools</source>
        <translation>Jeder Server mit Zustand und Tools</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>Server / Tool</translation>
    </message>
    <message>
        <source>State / description</source>
        <translation>Zustand / Beschreibung</translation>
    </message>
    <message>
        <source>Always allowed (these run without asking):</source>
        <translation>Immer erlaubt (laufen ohne Nachfrage):</translation>
    </message>
    <message>
        <source>Always allowed tools</source>
        <translation>Immer erlaubte Tools</translation>
    </message>
    <message>
        <source>These run without asking; remove one to be asked again</source>
        <translation>Diese laufen ohne Nachfrage; entfernen Sie eines, um wieder gefragt zu werden</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Ask again before this tool runs</source>
        <translation>Vor dem Ausführen dieses Tools wieder fragen</translation>
    </message>
    <message>
        <source>Requests with tool calls per answer before the loop stops</source>
        <translation>Anfragen mit Tool-Aufrufen je Antwort, bevor die Schleife anhält</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>Tool-Runden je Antwort</translation>
    </message>
    <message>
        <source>A call gives up after</source>
        <translation>Ein Aufruf gibt auf nach</translation>
    </message>
    <message>
        <source>Not saved:
{problems}</source>
        <translation>Nicht gespeichert:
{problems}</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s).</source>
        <translation>
            <numerusform>%n Server.</numerusform>
            <numerusform>%n Server.</numerusform>
        </translation>
    </message>
    <message>
        <source>No servers.</source>
        <translation>Keine Server.</translation>
    </message>
    <message>
        <source>Test</source>
        <comment>try a server</comment>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Start it now and list its tools</source>
        <translation>Jetzt starten und seine Tools auflisten</translation>
    </message>
    <message>
        <source>turned off ({where})</source>
        <translation>ausgeschaltet ({where})</translation>
    </message>
    <message>
        <source>not on this machine: asks before it is saved ({where})</source>
        <translation>nicht auf diesem Rechner: fragt vor dem Speichern ({where})</translation>
    </message>
    <message>
        <source>not started: starts when a chat needs it ({where})</source>
        <translation>nicht gestartet: startet, wenn ein Chat es braucht ({where})</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>startet …</translation>
    </message>
    <message numerus="yes">
        <source>ready: %n tool(s)</source>
        <translation>
            <numerusform>bereit: %n Tool</numerusform>
            <numerusform>bereit: %n Tools</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: {error}</source>
        <translation>fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
    </message>
    <message>
        <source>not offered: {problem}</source>
        <translation>nicht angeboten: {problem}</translation>
    </message>
    <message>
        <source>Data leaves this machine</source>
        <translation>Daten verlassen diesen Rechner</translation>
    </message>
    <message>
        <source>Not saved: {why}. Remove it to save the others.</source>
        <translation>Nicht gespeichert: {why}. Entfernen Sie ihn, um die anderen zu speichern.</translation>
    </message>
    <message>
        <source>Not saved: you did not agree to send data to {url} (server {name}). Remove it or agree.</source>
        <translation>Nicht gespeichert: Sie haben nicht zugestimmt, Daten an {url} zu senden (Server {name}). Entfernen Sie ihn oder stimmen Sie zu.</translation>
    </message>
    <message>
        <source>Tools: {note}</source>
        <translation>Tools: {note}</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Engine capabilities</source>
        <translation>Engine-Fähigkeiten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>Modelldateien</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>Freier Speicher</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Humming MoE kernels</source>
        <translation>Humming-MoE-Kernel</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction</source>
        <translation>NEXTN-Multi-Token-Vorhersage</translation>
    </message>
    <message>
        <source>Probe generation</source>
        <translation>Testgenerierung</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
</context>
</TS>
