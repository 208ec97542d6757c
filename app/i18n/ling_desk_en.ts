<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>docs</name>
    <message numerus="yes">
        <source>no text layer: %n page(s) of images only (a scan?); text recognition (OCR) is not installed</source>
        <translation>
            <numerusform>no text layer: %n page of images only (a scan?); text recognition (OCR) is not installed</numerusform>
            <numerusform>no text layer: %n pages of images only (a scan?); text recognition (OCR) is not installed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This answer cites none of the %n passage(s) it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</source>
        <translation>
            <numerusform>This answer cites none of the %n passage it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</numerusform>
            <numerusform>This answer cites none of the %n passages it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought up to date: %n file(s) changed on disk.</source>
        <translation>
            <numerusform>Brought up to date: %n file changed on disk.</numerusform>
            <numerusform>Brought up to date: %n files changed on disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) indexed</source>
        <translation>
            <numerusform>%n document indexed</numerusform>
            <numerusform>%n documents indexed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (State says why)</source>
        <translation>
            <numerusform>%n could not be read (State says why)</numerusform>
            <numerusform>%n could not be read (State says why)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read · {name}</source>
        <comment>files read so far</comment>
        <translation>
            <numerusform>%n read · {name}</numerusform>
            <numerusform>%n read · {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n file(s); what was read is kept.</source>
        <translation>
            <numerusform>Cancelled after %n file; what was read is kept.</numerusform>
            <numerusform>Cancelled after %n files; what was read is kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s).</source>
        <translation>
            <numerusform>Added %n file.</numerusform>
            <numerusform>Added %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s), {failed} could not be read.</source>
        <translation>
            <numerusform>Added %n file, {failed} could not be read.</numerusform>
            <numerusform>Added %n files, {failed} could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed and erased from disk.</source>
        <translation>
            <numerusform>%n document removed and erased from disk.</numerusform>
            <numerusform>%n documents removed and erased from disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed; their text leaves the disk once no other program reads the library.</source>
        <translation>
            <numerusform>%n document removed; its text leaves the disk once no other program reads the library.</numerusform>
            <numerusform>%n documents removed; their text leaves the disk once no other program reads the library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message numerus="yes">
        <source>%n server(s).</source>
        <translation>
            <numerusform>%n server.</numerusform>
            <numerusform>%n servers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready: %n tool(s)</source>
        <translation>
            <numerusform>ready: %n tool</numerusform>
            <numerusform>ready: %n tools</numerusform>
        </translation>
    </message>
</context>
</TS>
